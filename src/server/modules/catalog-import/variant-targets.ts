/**
 * A product's options and values as an import's variant rows leave them: the ones it has, matched
 * by name in either language (never renamed), then the ones the rows name first, in that order.
 * Options and values the file does not name stay as they are.
 */
import type { Pair } from './current';
import type { CurrentOption, ProductVariants } from './current-variants';
import { nameKey, type OptionColumn } from './format';
import type { ImageTarget } from './images';
import type { RowInput, Texts } from './read-row';

/** An option or value to create: the same object wherever the rows name it, created once. */
export interface NewOption {
  names: Pair;
  position: number;
}
export type OptionTarget = { id: number } | NewOption;
export interface NewValue {
  option: OptionTarget;
  names: Pair;
  position: number;
}
export type ValueTarget = { id: number } | NewValue;

/** A variant as it will be. */
export interface VariantWrite {
  /** The variant's id; null for a new one. */
  id: number | null;
  /** A new product's first variant takes the one variant the database gave it (its id is the product's). */
  takesOwn: boolean;
  /** Its product: by id, or a product this batch creates, by code. */
  product: { id: number } | { code: string };
  code: string;
  /** One per option of the product, in the options' order. */
  values: ValueTarget[];
  price: number;
  discount_price: number | null;
  stock: number;
  active: boolean;
  image: ImageTarget;
  position: number;
}

/** One option of the product as it will be. */
export interface UnitOption {
  target: OptionTarget;
  names: Pair;
  /** Its name for messages: Serbian, else English. */
  name: string;
  /** The header's option (index in Header.options) whose cells give its values; undefined when the file has none. */
  column?: number;
  /** Its place in the product's current options (and so in a variant's value_ids); undefined for a new option. */
  current?: number;
  /** Its values by the key of either name. */
  values: Map<string, { target: ValueTarget; names: Pair }>;
  /** Its current values' names by id. */
  namesById: Map<number, Pair>;
  nextPosition: number;
}

const keysOf = (names: readonly string[]) => names.map(nameKey).filter(Boolean);
export const hasValue = (texts: Texts) => Boolean(texts[0] || texts[1]);
export const labelOf = (names: Pair) => names[0] || names[1];
const nextAfter = (positions: number[]) => Math.max(0, ...positions) + 1;

function unitOption(option: CurrentOption, index: number): UnitOption {
  const values = new Map<string, { target: ValueTarget; names: Pair }>();
  for (const value of option.values) for (const key of keysOf(value.names)) if (!values.has(key)) values.set(key, { target: { id: value.id }, names: value.names });
  return {
    target: { id: option.id },
    names: option.names,
    name: labelOf(option.names),
    current: index,
    values,
    namesById: new Map(option.values.map((value) => [value.id, value.names])),
    nextPosition: nextAfter(option.values.map((value) => value.position)),
  };
}

/** The product's options: its own, each tied to the header's option of the same name, then the header's options the rows give values of. */
export function unitOptions(header: readonly OptionColumn[], current: ProductVariants | undefined, rows: readonly RowInput[]): UnitOption[] {
  const options = (current?.options ?? []).map(unitOption);
  let position = nextAfter((current?.options ?? []).map((option) => option.position));
  header.forEach((column, index) => {
    const keys = keysOf(column.names);
    const own = options.find((option) => option.current !== undefined && option.column === undefined && keysOf(option.names).some((key) => keys.includes(key)));
    if (own) own.column = index;
    else if (rows.some((row) => hasValue(row.options[index] ?? {}))) {
      const names: Pair = [column.names[0], column.names[1]];
      options.push({ target: { names, position: position++ }, names, name: labelOf(names), column: index, values: new Map(), namesById: new Map(), nextPosition: 1 });
    }
  });
  return options;
}

/** The option's value a cell names (Serbian first, then English), or a new one with the cell's names. */
export function valueOf(option: UnitOption, texts: Texts): { target: ValueTarget; names: Pair } {
  const found = [texts[0], texts[1]].map((name) => option.values.get(nameKey(name ?? ''))).find(Boolean);
  if (found) return found;
  const names: Pair = [texts[0] ?? '', texts[1] ?? ''];
  const made = { target: { option: option.target, names, position: option.nextPosition++ }, names };
  for (const key of keysOf(names)) option.values.set(key, made);
  return made;
}
