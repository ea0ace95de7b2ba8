/**
 * Answers in Serbian Cyrillic (issue 29). The shop's content is kept once, in Latin; a request that
 * asks for Cyrillic (Lang 0 with `Script: Cyrl`) gets its answer's text transliterated after it ran
 * (src/shared/i18n/cyrillic.ts), so every resolver, the compiled reads and the caches stay as they are
 * and the caches keep the Cyrillic answer apart by its reading (answer-keys.ts). Only the schema's
 * String fields are touched, never an enum, a number or an id, and of those not what names a thing
 * rather than saying it: addresses, codes, keys, e-mail addresses (NOT_WORDS). Brand names stay as
 * the brand writes them.
 */
import {
  getNamedType,
  getNullableType,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
  getOperationAST,
  type FragmentDefinitionNode,
  type ExecutionResult,
  type FragmentSpreadNode,
  type InlineFragmentNode,
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
} from 'graphql';
import { htmlToCyrillic, toCyrillic, type CyrillicOptions } from '../../shared/i18n/cyrillic';

/** String fields that name rather than say: kept as they are in every type. */
const NOT_WORDS = new Set([
  'slug', 'slugs', 'url', 'url_lg', 'url_sm', 'avif', 'webp', 'src', 'path', 'link', 'href', 'canonical', 'code', 'email', 'phone',
  'svg', 'token', 'key', 'status_key', 'currency', 'mime_type', 'mime', 'file_name', 'filename', 'video', 'youtube', 'youtube_id',
  'color', 'hex', 'field', 'action', 'account', 'reference', 'payment_code', 'masked_card', 'transaction_id',
  'authorization_code', 'order_number', 'response', 'return_code', 'client', 'ip', 'user_agent', 'etag', 'hash', 'sku', 'ean', 'model',
  // A colour as #rrggbb: #ffffff is no word.
  'swatch',
]);
/** Fields of one type that name rather than say. */
const NOT_WORDS_OF = new Set([
  'PaymentQr.text', 'PaymentQr.payee', 'FormField.name', 'FormField.value', 'Brand.name',
  // A listing's filters and a product's options are selected by these words, in the address and the
  // API's arguments alike: they stay Latin, and the storefront says them in Cyrillic (useScriptText).
  'Filter.name', 'ListingFilterValue.value', 'ListingOptionFilter.name', 'ProductOption.name', 'ProductOptionValue.name',
  // The bank's own words on the result page, as the bank wrote them.
  'CardPayment.message',
  // The shopper's own data, as the shopper typed it: a form that shows it saves it back.
  'User.name', 'User.lastname', 'User.address', 'User.city',
  'OrderCustomer.name', 'OrderCustomer.lastname', 'OrderCustomer.company', 'OrderAddress.address', 'OrderAddress.city',
]);

/** Text with markup is transliterated as HTML (its tags and attributes kept); plain text as text. */
const looksLikeHtml = (text: string) => /<[a-zA-Z/!]/.test(text);

function cyrillicText(text: string, options: CyrillicOptions): string {
  return looksLikeHtml(text) ? htmlToCyrillic(text, options) : toCyrillic(text, options);
}

type Asked = Map<string, { node: FieldNode; parent: GraphQLCompositeType }[]>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Record<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  options: CyrillicOptions;
  /** The fields asked of each type by a field's selections, collected once for all the items of a list. */
  collected: WeakMap<readonly unknown[], Map<string, Asked>>;
}

/** Whether @skip/@include leave a selection in, as graphql's executor reads them. */
function included(node: FieldNode | FragmentSpreadNode | InlineFragmentNode, variables: Record<string, unknown>): boolean {
  return getDirectiveValues(GraphQLSkipDirective, node, variables)?.if !== true && getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
}

/** The fields a selection set asks of `type`, fragments spread, by their key in the answer. */
function fieldsOf(walk: Walk, type: GraphQLCompositeType, selections: SelectionSetNode, into: Asked = new Map()) {
  for (const selection of selections.selections) {
    if (!included(selection, walk.variables)) continue;
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const list = into.get(key) ?? [];
      list.push({ node: selection, parent: type });
      into.set(key, list);
      continue;
    }
    const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : walk.fragments[selection.name.value];
    if (!fragment) continue;
    const condition = fragment.typeCondition ? walk.schema.getType(fragment.typeCondition.name.value) : type;
    fieldsOf(walk, isCompositeType(condition) ? condition : type, fragment.selectionSet, into);
  }
  return into;
}

function fieldDef(type: GraphQLCompositeType, name: string): GraphQLField<unknown, unknown> | undefined {
  return 'getFields' in type ? (type.getFields() as Record<string, GraphQLField<unknown, unknown>>)[name] : undefined;
}

/** A value of `type` as the answer holds it, its text in Cyrillic where it says something. */
function convert(walk: Walk, type: GraphQLType, value: unknown, nodes: { node: FieldNode; parent: GraphQLCompositeType }[], coordinate: string): unknown {
  if (value === null || value === undefined) return value;
  const bare = getNullableType(type);
  if (isListType(bare)) return Array.isArray(value) ? value.map((item) => convert(walk, bare.ofType, item, nodes, coordinate)) : value;
  const named = getNamedType(bare);
  if (named.name === 'String') return typeof value === 'string' && !NOT_WORDS_OF.has(coordinate) ? cyrillicText(value, walk.options) : value;
  if (!isCompositeType(named) || typeof value !== 'object') return value;
  const runtime = isAbstractType(named) ? walk.schema.getType(String((value as { __typename?: unknown }).__typename ?? '')) : named;
  const objectType = isObjectType(runtime) || isAbstractType(runtime) ? runtime : named;
  let byType = walk.collected.get(nodes);
  if (!byType) walk.collected.set(nodes, (byType = new Map()));
  let fields = byType.get(objectType.name);
  if (!fields) {
    fields = new Map();
    for (const { node } of nodes) if (node.selectionSet) fields = fieldsOf(walk, objectType, node.selectionSet, fields);
    byType.set(objectType.name, fields);
  }
  return convertObject(walk, value as Record<string, unknown>, fields);
}

function convertObject(walk: Walk, value: Record<string, unknown>, fields: Asked): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const asked = fields.get(key);
    const first = asked?.[0];
    const name = first?.node.name.value ?? key;
    // A field of another fragment's type than the one the answer holds: the last one asked that the type has.
    const owner = asked?.map((each) => each.parent).find((parent) => fieldDef(parent, name)) ?? first?.parent;
    const definition = owner && fieldDef(owner, name);
    out[key] = !definition || NOT_WORDS.has(name) || name.startsWith('url_') || name.endsWith('_url') ? item : convert(walk, definition.type, item, asked!, `${owner!.name}.${name}`);
  }
  return out;
}

/** The answer's data in Cyrillic; errors, extensions and everything but the data's text as they were. */
export function cyrillicAnswer(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> | undefined,
  result: ExecutionResult,
  options: CyrillicOptions = {},
): ExecutionResult {
  const operation: OperationDefinitionNode | null | undefined = getOperationAST(document, operationName ?? undefined);
  const root = operation && schema.getRootType(operation.operation);
  // A refusal is said to the shopper as the page says everything else (its field's name included).
  const errors = result.errors?.map((error) => Object.assign(Object.create(Object.getPrototypeOf(error) as object), error, { message: toCyrillic(error.message, options) }) as typeof error);
  if (!operation || !root || !result.data) return errors ? { ...result, errors } : result;
  const fragments = Object.fromEntries(
    document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const walk: Walk = { schema, fragments, variables: variables ?? {}, options, collected: new WeakMap() };
  const data = convertObject(walk, result.data as Record<string, unknown>, fieldsOf(walk, root, operation.selectionSet));
  return { ...result, data, ...(errors ? { errors } : {}) };
}
