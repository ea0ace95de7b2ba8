import { addMocksToSchema, createMockStore, type IMocks } from '@graphql-tools/mock';
import { getNamedType, GraphQLEnumType, GraphQLScalarType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import type { GraphQLContext } from '../src/server';

/** Marks a text the store made up, so the field can answer it in the request's language. */
const SAMPLE_TEXT = '\u0000izlog-sample';

/** A made-up text that says which field it stands for, in the request's language. */
function sampleText(fieldName: string, lang: GraphQLContext['lang']): string {
  const words = fieldName.replace(/_/g, ' ');
  return lang === 1 ? `Sample ${words}` : `Primer: ${words}`;
}

/**
 * The same value for a field every time (the store's own defaults are random): the first value of
 * an enum, fixed numbers, the demo's "now" for dates.
 */
function fixedMocks(schema: GraphQLSchema, now: Date): IMocks {
  const mocks: IMocks = {
    String: () => SAMPLE_TEXT,
    ID: () => '1',
    Int: () => 3,
    Float: () => 4.5,
    Boolean: () => true,
    DateTime: () => now.toISOString(),
    Date: () => now.toISOString().slice(0, 10),
    Upload: () => null,
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type instanceof GraphQLEnumType) mocks[type.name] = () => type.getValues()[0]!.value;
    else if (type instanceof GraphQLScalarType && !(type.name in mocks) && !type.name.startsWith('__')) mocks[type.name] = () => null;
  }
  return mocks;
}

/** Replaces the store's text marker with a text in the request's language, in lists too. */
function translateSamples(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      if (getNamedType(field.type).name !== 'String' || !field.resolve) return field;
      const resolve = field.resolve;
      return {
        ...field,
        resolve: async (source, args, context: GraphQLContext, info) => {
          const value: unknown = await resolve(source, args, context, info);
          const swap = (item: unknown) => (item === SAMPLE_TEXT ? sampleText(fieldName, context.lang) : item);
          return Array.isArray(value) ? value.map(swap) : swap(value);
        },
      };
    },
  });
}

/**
 * The server's schema with @graphql-tools/mock behind its resolvers (preserveResolvers): every field
 * a resolver answers keeps its answer; a field no resolver implements yet (added to schema/ before
 * the backend) answers a value made from its type, the same on every request.
 */
export function withSchemaMocks(now: Date): (schema: GraphQLSchema) => GraphQLSchema {
  return (schema) => {
    const store = createMockStore({ schema, mocks: fixedMocks(schema, now) });
    return translateSamples(addMocksToSchema({ schema, store, preserveResolvers: true }));
  };
}
