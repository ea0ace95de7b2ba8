import { getNamedType, getNullableType, getOperationAST, isListType, isObjectType, Kind, type DocumentNode, type FieldNode, type GraphQLObjectType, type GraphQLSchema, type SelectionSetNode } from 'graphql';

/**
 * Fields whose values are made of a part kept apart (cache/dependencies.ts apart()): a listing's
 * facets that show option values and its price facet (modules/catalog/shared-listing.ts), which a
 * size selling out or a price's change alter while the listing's products, their order and
 * everything else stay as they were.
 */
const FIELDS_KEPT_APART: Readonly<Record<string, ReadonlySet<string>>> = {
  ProductListing: new Set(['filters', 'option_filters', 'price_range']),
};

/**
 * Where an operation's answer holds parts kept apart, and the operation that computes them alone:
 * the same operation with only those fields and the fields on the way to them. A kept answer whose
 * frame is fresh while a part is stale is made again by running that operation and writing its
 * parts' JSON into the kept body (answer-store.ts), instead of running the whole operation.
 */
export interface AnswerParts {
  /** Each part's path in the answer's data, by response keys. */
  paths: readonly (readonly string[])[];
  /** The operation selecting the parts alone, with the original's variables and fragments. */
  document: DocumentNode;
}

/** A part's place in a kept body: its bytes from `start` to `end`. */
export interface PartPlace {
  start: number;
  end: number;
}

const found = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, AnswerParts | null>>>();

/** What the selection keeps: the pruned selection and the paths under it; null when a part hides in a fragment (then nothing is split). */
type Pruned = { selectionSet: SelectionSetNode; paths: string[][] } | null | 'none';

/** Field names a part may have on any type. */
const APART_NAMES: ReadonlySet<string> = new Set(Object.values(FIELDS_KEPT_APART).flatMap((names) => [...names]));

/** Whether a fragment (and those it spreads) selects a field named like a part anywhere: then its parts are not placed (a conservative no). */
function mayHoldPart(document: DocumentNode, set: SelectionSetNode, seen = new Set<string>()): boolean {
  return set.selections.some((selection) => {
    if (selection.kind === Kind.FIELD) return APART_NAMES.has(selection.name.value) || (selection.selectionSet !== undefined && mayHoldPart(document, selection.selectionSet, seen));
    if (selection.kind === Kind.INLINE_FRAGMENT) return mayHoldPart(document, selection.selectionSet, seen);
    if (seen.has(selection.name.value)) return false;
    seen.add(selection.name.value);
    const fragment = document.definitions.find((definition) => definition.kind === Kind.FRAGMENT_DEFINITION && definition.name.value === selection.name.value);
    return fragment?.kind === Kind.FRAGMENT_DEFINITION && mayHoldPart(document, fragment.selectionSet, seen);
  });
}

function prune(document: DocumentNode, set: SelectionSetNode, type: GraphQLObjectType, path: string[]): Pruned {
  const kept: FieldNode[] = [];
  const paths: string[][] = [];
  for (const selection of set.selections) {
    if (selection.kind !== Kind.FIELD) {
      if (mayHoldPart(document, { kind: Kind.SELECTION_SET, selections: [selection] })) return null;
      continue;
    }
    const key = selection.alias?.value ?? selection.name.value;
    if (FIELDS_KEPT_APART[type.name]?.has(selection.name.value)) {
      // A part whose presence depends on a variable may be missing from an answer: not split.
      if (selection.directives?.length) return null;
      kept.push(selection);
      paths.push([...path, key]);
      continue;
    }
    const fieldType = type.getFields()[selection.name.value]?.type;
    const named = fieldType && getNamedType(fieldType);
    if (!selection.selectionSet || !named || !isObjectType(named)) continue;
    const inner = prune(document, selection.selectionSet, named, [...path, key]);
    if (inner === 'none') continue;
    // A part inside a list, or on a way a variable may leave out, has no single place in the answer.
    if (inner === null || isListType(getNullableType(fieldType)) || selection.directives?.length) return null;
    kept.push({ ...selection, selectionSet: inner.selectionSet });
    paths.push(...inner.paths);
  }
  if (paths.length === 0) return 'none';
  return { selectionSet: { kind: Kind.SELECTION_SET, selections: kept }, paths };
}

/** The parts kept apart in `document`'s operation's answers, or null when it has none (or they cannot be placed). */
export function answerParts(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): AnswerParts | null {
  let bySchema = found.get(schema);
  if (!bySchema) found.set(schema, (bySchema = new WeakMap()));
  let byName = bySchema.get(document);
  if (!byName) bySchema.set(document, (byName = new Map()));
  const name = operationName ?? '';
  if (byName.has(name)) return byName.get(name)!;
  const operation = getOperationAST(document, operationName);
  const root = schema.getQueryType();
  const pruned = operation?.operation === 'query' && root ? prune(document, operation.selectionSet, root, []) : 'none';
  const parts =
    pruned === null || pruned === 'none'
      ? null
      : {
          paths: pruned.paths,
          document: {
            kind: Kind.DOCUMENT,
            definitions: [{ ...operation!, selectionSet: pruned.selectionSet }, ...document.definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)],
          } satisfies DocumentNode,
        };
  byName.set(name, parts);
  return parts;
}

type Json = Record<string, unknown>;

const valueAt = (data: unknown, path: readonly string[]): unknown => path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Json)[key] : undefined), data);

/** Each part's JSON in `data` (an answer of the parts' own operation, or of the whole), or null when one is missing. */
export function partTexts(data: unknown, paths: readonly (readonly string[])[]): string[] | null {
  const texts: string[] = [];
  for (const path of paths) {
    const value = valueAt(data, path);
    if (value === undefined) return null;
    texts.push(JSON.stringify(value));
  }
  return texts;
}

/** A string no answer holds: a part's stand-in while the rest is serialised. */
const MARK = `\u0000part-${Math.random().toString(36).slice(2)}-`;

/**
 * `{ data }` serialised as GraphQL Yoga sends it, with the place of each part in its bytes; the
 * places are null when a part is missing (the answer is then kept whole).
 */
export function serialiseWithParts(data: unknown, paths: readonly (readonly string[])[]): { text: string; places: PartPlace[] | null } {
  const texts = partTexts(data, paths);
  if (!texts) return { text: JSON.stringify({ data }), places: null };
  // The answer with each part replaced by a mark (copying only the objects on the way), then the marks by the parts.
  const marked = { data: { ...(data as Json) } };
  paths.forEach((path, index) => {
    let parent: Json = marked.data;
    for (const key of path.slice(0, -1)) parent = parent[key] = { ...(parent[key] as Json) };
    parent[path.at(-1)!] = `${MARK}${index}`;
  });
  const frame = JSON.stringify(marked);
  const pieces: { at: number; index: number }[] = paths.map((_path, index) => ({ at: frame.indexOf(JSON.stringify(`${MARK}${index}`)), index }));
  if (pieces.some((piece) => piece.at < 0)) return { text: JSON.stringify({ data }), places: null };
  pieces.sort((a, b) => a.at - b.at);
  let text = '';
  let from = 0;
  let bytes = 0;
  const places: PartPlace[] = Array.from({ length: paths.length });
  for (const piece of pieces) {
    const before = frame.slice(from, piece.at);
    text += before;
    bytes += Buffer.byteLength(before);
    const part = texts[piece.index]!;
    const length = Buffer.byteLength(part);
    places[piece.index] = { start: bytes, end: bytes + length };
    text += part;
    bytes += length;
    from = piece.at + JSON.stringify(`${MARK}${piece.index}`).length;
  }
  text += frame.slice(from);
  return { text, places };
}

/** Whether `texts` are, byte for byte, the parts at `places` in `body` already. */
export function sameParts(body: Buffer, places: readonly PartPlace[], texts: readonly string[]): boolean {
  return places.every((place, index) => {
    const text = texts[index]!;
    // A UTF-8 text is never shorter in bytes than in characters: a part longer in characters cannot be the same.
    return text.length <= place.end - place.start && body.subarray(place.start, place.end).equals(Buffer.from(text));
  });
}

/** `body` with each part's bytes replaced by `texts` (in the order of `places`), and their new places. */
export function replaceParts(body: Buffer, places: readonly PartPlace[], texts: readonly string[]): { body: Buffer; places: PartPlace[] } {
  const order = places.map((place, index) => ({ place, index })).sort((a, b) => a.place.start - b.place.start);
  const chunks: Buffer[] = [];
  const moved: PartPlace[] = Array.from({ length: places.length });
  let from = 0;
  let length = 0;
  for (const { place, index } of order) {
    const before = body.subarray(from, place.start);
    const part = Buffer.from(texts[index]!);
    chunks.push(before, part);
    length += before.length;
    moved[index] = { start: length, end: length + part.length };
    length += part.length;
    from = place.end;
  }
  chunks.push(body.subarray(from));
  return { body: Buffer.concat(chunks), places: moved };
}
