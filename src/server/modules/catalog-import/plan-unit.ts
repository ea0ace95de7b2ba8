/**
 * The plan of one product's rows: its own row and, for a product sold in variants, one row per
 * variant. A row with a product cell or option values is a variant's (so is a row whose code alone
 * is a variant's code); its product's row is the one whose code is the product's. Variant rows set
 * their variant's values, prices, stock, active state and image; the product's prices and stock are
 * its variants' summary, which the database keeps (088_product_variants.sql). When any of the
 * product's rows has a problem, none of them is written.
 */
import type { CatalogIndex } from './catalog-index';
import { problem } from './cells';
import { codeKey, type CurrentProduct } from './current';
import type { CurrentVariant, CurrentVariants } from './current-variants';
import type { Header } from './format';
import { IMPORT_LIMITS } from './limits';
import { imageTarget, planRow, type RowPlan, type VariantSummary } from './plan';
import type { RowInput } from './read-row';
import type { StoredProblem } from './tables';
import { hasValue, labelOf, unitOptions, valueOf, type UnitOption, type ValueTarget, type VariantWrite } from './variant-targets';

export interface UnitContext {
  header: Header;
  /** Products by codeKey of their code. */
  products: Map<string, CurrentProduct>;
  variants: CurrentVariants;
  catalog: CatalogIndex;
  sameAsStored: ReadonlyMap<string, number | null>;
}

/** Whether the row is a variant's (see above); a product cell naming the row's own code is a product's row. */
export function isVariantRow(input: RowInput, context: Pick<UnitContext, 'products' | 'variants'>): boolean {
  const key = codeKey(input.code);
  if ((input.product !== undefined && codeKey(input.product) !== key) || input.options.some(hasValue)) return true;
  return input.product === undefined && !context.products.has(key) && (context.variants.byCode.get(key)?.value_ids.length ?? 0) > 0;
}

/** The column a problem about the option names: its own, else the first option column, else product. */
const optionColumn = (header: Header, option: UnitOption | undefined) =>
  (option?.column === undefined ? header.options[0]?.column : header.options[option.column]?.column) ?? 'product';

const sameValues = (targets: readonly ValueTarget[], ids: readonly number[]) =>
  targets.length === ids.length && targets.every((target, index) => 'id' in target && target.id === ids[index]);

/** Plans every row of one product (inputs share their unit), in their order. */
export function planUnit(inputs: readonly RowInput[], context: UnitContext): RowPlan[] {
  const { header, products, variants, catalog, sameAsStored } = context;
  const current = products.get(inputs[0]!.unit);
  const state = current ? variants.byProduct.get(current.id) : undefined;
  const variantRows = inputs.filter((input) => isVariantRow(input, context));
  if (variantRows.length === 0 && !state?.options.length) return inputs.map((input) => planRow(input, current, catalog, sameAsStored));

  const productRow = inputs.find((input) => !variantRows.includes(input) && codeKey(input.code) === inputs[0]!.unit);
  const productCode = current?.code ?? productRow?.code ?? variantRows.find((input) => input.product)?.product ?? inputs[0]!.unit;
  const productName = productRow?.label || current?.names[0] || current?.names[1] || '';
  const plans = new Map<RowInput, RowPlan>();
  const blank = (input: RowInput, problems: StoredProblem[] = []): RowPlan => ({ line: input.line, code: input.code, label: input.label, action: 'create', problems: [...input.problems, ...problems], write: null, variant: null });

  if (!current && !productRow) {
    // A new variant names its product; that product is one the shop has, or one the file makes.
    return inputs.map((input) =>
      blank(input, [input.product === undefined ? problem('product', 'required', { field: 'product' }).problem : problem('product', 'importUnknownProduct', { value: input.product }).problem]),
    );
  }
  const options = unitOptions(header.options, state, variantRows);
  const rowOf = new Map<string, RowInput>(variantRows.map((input) => [codeKey(input.code), input]));
  const own = state?.variants.find((variant) => variant.id === current?.id);
  // A product without options yet: its one variant becomes its first new one, unless a row names it.
  const spareOwn = !current || (state!.options.length === 0 && !(own && rowOf.has(codeKey(own.code))));
  let position = Math.max(0, ...(state?.variants ?? []).map((variant) => variant.position)) + 1;
  const combinations = new Map<string, string>();
  const newValueKeys = new Map<ValueTarget, string>();
  const combinationOf = (targets: readonly ValueTarget[]) =>
    targets
      .map((target) => {
        if ('id' in target) return String(target.id);
        if (!newValueKeys.has(target)) newValueKeys.set(target, `new${newValueKeys.size}`);
        return newValueKeys.get(target)!;
      })
      .join(',');
  const flag = (input: RowInput, found: StoredProblem) => {
    const plan = plans.get(input) ?? blank(input);
    plan.problems.push(found);
    plans.set(input, plan);
  };

  // The variants the file leaves as they are keep their combinations; a new option needs their value too.
  const kept = (state?.variants ?? []).filter((variant) => !rowOf.has(codeKey(variant.code)) && !(spareOwn && variant === own));
  const added = options.find((option) => option.current === undefined && option.column !== undefined);
  const addedBy = added && variantRows.find((input) => hasValue(input.options[added.column!] ?? {}));
  if (added && addedBy && kept[0]) flag(addedBy, problem(optionColumn(header, added), 'importOptionMissing', { code: kept[0].code, option: added.name }).problem);
  else for (const variant of kept) combinations.set(variant.value_ids.join(','), variant.code);
  if (options.length > IMPORT_LIMITS.options && variantRows[0]) flag(variantRows[0], problem(optionColumn(header, options[IMPORT_LIMITS.options]), 'importTooManyOptions', { max: IMPORT_LIMITS.options }).problem);
  if (kept.length + variantRows.length > IMPORT_LIMITS.variants && variantRows[0]) flag(variantRows[0], problem('code', 'importTooManyVariants', { max: IMPORT_LIMITS.variants }).problem);

  let first: VariantWrite | undefined;
  for (const input of variantRows) {
    const plan = plans.get(input) ?? blank(input);
    plans.set(input, plan);
    const problems = plan.problems;
    const found = variants.byCode.get(codeKey(input.code));
    const mine: CurrentVariant | undefined = found && found.product_id === current?.id ? found : undefined;
    if (found && !mine) problems.push(found.value_ids.length ? problem('code', 'importVariantOfOther', { value: input.code, product: found.product_code }).problem : problem('code', 'codeTaken').problem);
    else if (!found && products.has(codeKey(input.code))) problems.push(problem('code', 'codeTaken').problem);
    for (const column of input.productCells) problems.push(problem(column, 'importVariantCell', { column }).problem);
    if (options.length === 0) problems.push(problem('product', 'importVariantNeedsOptions').problem);

    const values: { target: ValueTarget; names: [string, string] }[] = [];
    for (const option of options) {
      const cell = option.column === undefined ? {} : (input.options[option.column] ?? {});
      const keptId = option.current === undefined ? undefined : mine?.value_ids[option.current];
      if (hasValue(cell)) values.push(valueOf(option, cell));
      else if (keptId !== undefined) values.push({ target: { id: keptId }, names: option.namesById.get(keptId) ?? ['', ''] });
      else problems.push(problem(optionColumn(header, option), 'importOptionMissing', { code: input.code, option: option.name }).problem);
    }
    const names = values.map((value) => labelOf(value.names)).join(' / ');
    plan.label = productName && names ? `${productName} — ${names}` : productName || names;
    if (values.length === options.length && options.length > 0) {
      const combination = combinationOf(values.map((value) => value.target));
      const other = combinations.get(combination);
      if (other !== undefined) problems.push(problem(optionColumn(header, options[0]), 'importSameVariant', { product: productCode, values: names, code: other }).problem);
      else combinations.set(combination, input.code);
    }

    const reported = (column: string) => problems.some((found) => found.column === column);
    const price = input.price ?? mine?.price;
    // A row whose code is not its variant's says so only.
    if (price === undefined && !reported('price') && !reported('code')) problems.push(problem('price', 'required', { field: 'price' }).problem);
    const discount = input.discountPrice === undefined ? (mine?.discount_price ?? null) : input.discountPrice;
    if (discount != null && price !== undefined && !(discount < price)) problems.push(problem('discount_price', 'discountNotBelowPrice').problem);
    plan.action = mine ? 'update' : 'create';
    if (problems.length > 0 || price === undefined) continue;
    const write: VariantWrite = {
      id: mine?.id ?? null,
      takesOwn: false,
      product: current ? { id: current.id } : { code: productCode },
      code: mine?.code ?? input.code,
      values: values.map((value) => value.target),
      price,
      discount_price: discount,
      stock: input.stock ?? mine?.stock ?? 0,
      active: input.active ?? mine?.active ?? true,
      image: input.image === undefined ? { id: mine?.image_id ?? null } : input.image === null ? { id: null } : imageTarget(input.image, sameAsStored),
      position: mine?.position ?? position++,
    };
    first ??= write;
    if (mine && unchangedVariant(write, mine)) plan.action = 'unchanged';
    else plan.variant = write;
  }

  if (productRow) plans.set(productRow, planProductRow(productRow, current, productCode, first, context));
  for (const input of inputs) if (!plans.has(input)) plans.set(input, planRow(input, current, catalog, sameAsStored));
  const all = inputs.map((input) => plans.get(input)!);
  const failed = all.find((plan) => plan.problems.length > 0);
  if (failed) {
    for (const plan of all) {
      plan.write = null;
      plan.variant = null;
      if (plan.problems.length === 0) plan.problems.push(problem('code', 'importProductNotWritten', { product: productCode, line: failed.line }).problem);
    }
    return all;
  }
  // The first new variant takes the one variant a product without options has (a new product's is made with it).
  const taker = all.find((plan) => plan.variant && plan.variant.id === null)?.variant;
  if (taker && spareOwn) {
    if (current) taker.id = current.id;
    else taker.takesOwn = true;
  }
  return all;
}

function unchangedVariant(write: VariantWrite, variant: CurrentVariant): boolean {
  return (
    sameValues(write.values, variant.value_ids) &&
    write.price === variant.price &&
    write.discount_price === variant.discount_price &&
    write.stock === variant.stock &&
    write.active === variant.active &&
    'id' in write.image &&
    write.image.id === variant.image_id
  );
}

/**
 * The product's own row: its fields as any product's, its prices and stock its variants' summary.
 * A price or stock cell that differs from that summary is a problem (the variants' rows set them).
 */
function planProductRow(input: RowInput, current: CurrentProduct | undefined, productCode: string, first: VariantWrite | undefined, context: UnitContext): RowPlan {
  const given = { price: input.price, discount_price: input.discountPrice ?? undefined, stock: input.stock };
  const problems = (Object.keys(given) as (keyof typeof given)[])
    .filter((column) => given[column] !== undefined && given[column] !== current?.[column])
    .map((column) => problem(column, 'importPerVariant', { product: productCode, column }).problem);
  // A new product is inserted at its first variant's prices (the database then sums up all of them); without one, the rows have problems and nothing is written.
  const summary: VariantSummary = current ?? { price: first?.price ?? 0, discount_price: first?.discount_price ?? null, stock: 0 };
  return planRow({ ...input, problems: [...input.problems, ...problems] }, current, context.catalog, context.sameAsStored, summary);
}
