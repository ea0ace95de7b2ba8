/**
 * Reading a response against the operation that asked for it: which schema type and field each value
 * belongs to, so realism checks can tell a translated `name` from a person's or a file's.
 */
import {
  getNamedType,
  isAbstractType,
  isObjectType,
  isInterfaceType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { Operation } from './operations';

export interface FieldValue {
  /** The schema type that declares the field (undefined when an abstract type's value has no __typename). */
  parentType: string | undefined;
  field: string;
  /** `categories[0].name` */
  path: string;
  value: unknown;
}

function typeOfValue(schema: GraphQLSchema, type: GraphQLNamedType, value: Record<string, unknown>): GraphQLNamedType {
  if (isAbstractType(type) && typeof value.__typename === 'string') {
    return schema.getType(value.__typename) ?? type;
  }
  return type;
}

function walk(
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  type: GraphQLOutputType | GraphQLNamedType,
  selectionSet: SelectionSetNode | undefined,
  value: unknown,
  path: string,
  out: FieldValue[],
): void {
  if (value === null || value === undefined || !selectionSet) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(schema, fragments, type, selectionSet, item, `${path}[${index}]`, out));
    return;
  }
  if (typeof value !== 'object') return;
  const object = value as Record<string, unknown>;
  const parent = typeOfValue(schema, getNamedType(type), object);
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      const field = selection.name.value;
      if (field === '__typename' || !(key in object)) continue;
      const definition = isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[field] : undefined;
      const fieldPath = path ? `${path}.${key}` : key;
      out.push({ parentType: definition ? parent.name : undefined, field, path: fieldPath, value: object[key] });
      if (definition) walk(schema, fragments, definition.type, selection.selectionSet, object[key], fieldPath, out);
    } else {
      const fragment = selection.kind === Kind.FRAGMENT_SPREAD ? fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition ? schema.getType(fragment.typeCondition.name.value) : parent;
      // A fragment on another object type than the value's does not apply to it.
      if (isObjectType(parent) && isObjectType(condition) && condition !== parent) continue;
      walk(schema, fragments, (condition ?? parent) as GraphQLNamedType, fragment.selectionSet, object, path, out);
    }
  }
}

/** Every field value of `data`, depth first, with the schema type that declares it. */
export function fieldValues(schema: GraphQLSchema, operation: Operation, data: unknown): FieldValue[] {
  const root = schema.getRootType(operation.type);
  if (!root) throw new Error(`the schema has no ${operation.type} type`);
  const out: FieldValue[] = [];
  walk(schema, operation.fragments, root, operation.node.selectionSet, data, '', out);
  return out;
}

/** The response keys of the operation's root fields (aliases win), through fragments on the root. */
export function rootResponseKeys(operation: Operation, selectionSet = operation.node.selectionSet): string[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) {
      return selection.name.value === '__typename' ? [] : [selection.alias?.value ?? selection.name.value];
    }
    const fragment =
      selection.kind === Kind.FRAGMENT_SPREAD ? operation.fragments.get(selection.name.value) : selection;
    return fragment ? rootResponseKeys(operation, fragment.selectionSet) : [];
  });
}

/** Every string in a JSON value, with its path. */
export function strings(value: unknown, path = ''): { path: string; value: string }[] {
  if (typeof value === 'string') return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const PLACEHOLDER = /lorem|ipsum|hello world/i;

/** Strings that read like generated filler rather than shop data. */
export function placeholderStrings(data: unknown): string[] {
  return strings(data)
    .filter(({ value }) => PLACEHOLDER.test(value))
    .map(({ path, value }) => `${path}: ${JSON.stringify(value.slice(0, 80))}`);
}

const PRICE_FIELD = /^(price|discount_price|process_price|total|subtotal|sub_total)$|_price$|^price_|_total$|^total_/;

/** Price-like numbers (price, discount_price, total, …) that are negative or not finite. */
export function badPrices(values: FieldValue[]): string[] {
  return values
    .filter(({ field, value }) => PRICE_FIELD.test(field) && typeof value === 'number')
    .filter(({ value }) => !Number.isFinite(value as number) || (value as number) < 0)
    .map(({ path, value }) => `${path}: ${String(value)}`);
}

/**
 * The `name` strings of types that are translated, that is types which also give the admin their
 * per-language `names`; a brand's, person's or file's name that only has one form is not among them.
 */
export function translatedNames(schema: GraphQLSchema, values: FieldValue[]): FieldValue[] {
  return values.filter(({ parentType, field, value }) => {
    if (field !== 'name' || typeof value !== 'string' || !parentType) return false;
    const type = schema.getType(parentType);
    return (isObjectType(type) || isInterfaceType(type)) && 'names' in type.getFields();
  });
}
