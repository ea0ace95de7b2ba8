import {
  buildASTSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { createServerSchema } from '../../../../src/server/graphql';
import { DEMO_TODAY } from '../../../../src/server/demo';
import { withSchemaMocks } from '../../../../mock-server/schema-mocks';
import { loadSchemaTypeDefs } from '../../../../src/server/graphql/schema-files';
import { boundOf, boundPhrase } from '../../../../src/server/graphql/bounds/bounds';
import { isDay, isInstant } from '../../../../src/server/graphql/bounds/dates';

const contract = buildASTSchema(parse(loadSchemaTypeDefs().join('\n')));
const roots = (schema: GraphQLSchema) => [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type): type is GraphQLObjectType => type != null);

/** Every argument of every root field and every input field they reach, named as a reader finds it. */
function inputsOf(schema: GraphQLSchema): { name: string; input: GraphQLArgument | GraphQLInputField }[] {
  const found: { name: string; input: GraphQLArgument | GraphQLInputField }[] = [];
  const seen = new Set<string>();
  const visit = (type: GraphQLInputType) => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return;
    seen.add(named.name);
    for (const field of Object.values(named.getFields())) {
      found.push({ name: `input ${named.name}.${field.name}`, input: field });
      visit(field.type);
    }
  };
  for (const root of roots(schema)) {
    for (const field of Object.values(root.getFields())) {
      for (const arg of field.args) {
        found.push({ name: `${root.name}.${field.name}(${arg.name})`, input: arg });
        visit(arg.type);
      }
    }
  }
  return found;
}

describe('the schema bounds every argument', () => {
  test('every String, ID, Int, Float, Date, DateTime and Upload argument and input field has a bound; no other scalar is taken', () => {
    const unbounded = inputsOf(contract)
      .filter(({ input }) => {
        const type = getNamedType(input.type);
        return isScalarType(type) && type.name !== 'Boolean' && boundOf(contract, input) === null;
      })
      .map(({ name }) => name);
    expect(unbounded).toEqual([]);
  });

  test('every text and number argument states its limit in its description', () => {
    const unstated = inputsOf(contract).flatMap(({ name, input }) => {
      const bound = boundOf(contract, input);
      const phrase = bound && boundPhrase(bound);
      return phrase && !input.description?.includes(phrase) ? [`${name}: add "${phrase}" to its description`] : [];
    });
    expect(unstated).toEqual([]);
  });

  test('texts default to 255 characters, HTML takes more, ids are whole numbers unless they come from a URL', () => {
    const mutation = contract.getMutationType()!.getFields();
    const arg = (field: string, name: string) => mutation[field]!.args.find((candidate) => candidate.name === name)!;
    expect(boundOf(contract, arg('upsertBrand', 'name'))).toEqual({ kind: 'text', max: 255 });
    expect(boundOf(contract, arg('upsertBrand', 'description'))).toEqual({ kind: 'text', max: 100_000 });
    expect(boundOf(contract, arg('upsertBanner', 'sort'))).toEqual({ kind: 'number', min: -2_147_483_648, max: 2_147_483_647 });
    expect(boundOf(contract, arg('updateOrderSettings', 'exchange_rate_eur'))).toEqual({ kind: 'number', min: -99_999_999.9999, max: 99_999_999.9999 });
    expect(boundOf(contract, arg('deleteBrand', 'id'))).toMatchObject({ kind: 'id', loose: false });
    expect(boundOf(contract, arg('createWishlistAdded', 'product_id'))).toMatchObject({ kind: 'id', loose: true });
  });
});

describe('days and instants', () => {
  test('a day must exist, in the years 1 to 9999', () => {
    expect(['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31'].filter(isDay)).toHaveLength(4);
    expect(['2026-02-29', '2026-02-30', '0000-01-01', '2026-13-01', '2026-00-10', '20.11.2026.', '2026-1-1'].filter(isDay)).toEqual([]);
  });

  test('an instant is ISO 8601 with a real time of day', () => {
    expect(['2026-11-20T10:00:00.000Z', '2026-11-20T10:00', '2026-11-20T10:00:00+01:00', '2026-11-20'].filter(isInstant)).toHaveLength(4);
    expect(['0000-06-01T00:00:00Z', '2026-02-30T10:00:00Z', '2026-11-20T24:00:00Z', 'Nov 20 2026', '+275760-09-13T00:00:00Z'].filter(isInstant)).toEqual([]);
  });
});

/** A value outside the bound of `type`, or undefined when nothing in it is bounded. */
function outOfBounds(schema: GraphQLSchema, input: GraphQLArgument | GraphQLInputField, type: GraphQLInputType = input.type, depth = 0): unknown {
  if (isNonNullType(type)) return outOfBounds(schema, input, type.ofType, depth);
  if (isListType(type)) {
    const item = outOfBounds(schema, input, type.ofType, depth);
    return item === undefined ? undefined : [item];
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return undefined;
    for (const field of Object.values(type.getFields())) {
      const value = outOfBounds(schema, field, field.type, depth + 1);
      if (value !== undefined) return { [field.name]: value };
    }
    return undefined;
  }
  if (isEnumType(type)) return undefined;
  const bound = boundOf(schema, input);
  if (!bound) return undefined;
  const values = { text: '\u0000', id: bound.kind === 'id' && !bound.loose ? '12345678901234567890' : '\u0000', number: 1e308, day: '0000-01-01', instant: '0000-01-01T00:00:00Z', file: { name: 'a\u0000b.pdf' } };
  return values[bound.kind];
}

/** Calls every root field that takes a bounded argument with one value outside it, as a signed-in administrator and shopper. */
async function unguardedFields(schema: GraphQLSchema, context: Record<string, unknown>): Promise<string[]> {
  const unguarded: string[] = [];
  for (const root of roots(schema)) {
    for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
      for (const arg of field.args) {
        const value = outOfBounds(schema, arg);
        if (value === undefined) continue;
        const run = root.name === 'Subscription' ? field.subscribe! : field.resolve!;
        const refusal = await Promise.resolve()
          .then(() => run(null, { [arg.name]: value }, context, {} as never))
          .then(
            () => null,
            (error: { extensions?: Record<string, unknown> }) => error.extensions,
          );
        const named = refusal?.field;
        if (refusal?.code !== 'BAD_USER_INPUT' || typeof named !== 'string' || !named.startsWith(arg.name)) unguarded.push(`${root.name}.${field.name}(${arg.name})`);
      }
    }
  }
  return unguarded;
}

describe('the input bounds guard every root field', () => {
  test('on the real server, before any resolver runs', async () => {
    expect(await unguardedFields(createServerSchema(), { lang: 1, adminId: 1, userId: 1 })).toEqual([]);
  });

  test('on the mock (npm run mock): the server with schema-derived values for unanswered fields', async () => {
    expect(await unguardedFields(createServerSchema({ addMocks: withSchemaMocks(DEMO_TODAY) }), { lang: 1, adminId: 1, userId: 1 })).toEqual([]);
  });
});
