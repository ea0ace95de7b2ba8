import { expect, test } from 'vitest';
import { isObjectType } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { serverResolvers } from '../../../src/server/graphql/resolvers';
import { loadSchemaTypeDefs } from '../../../src/server/graphql/schema-files';

/**
 * Each domain's resolver map is type-checked on its own; this checks the merge: every root field
 * of schema/*.graphql has a resolver on the real server, and no resolver names a field the schema lacks.
 */
test('every root field of the schema has a server resolver', () => {
  const schema = makeExecutableSchema({ typeDefs: loadSchemaTypeDefs() });
  const resolvers = serverResolvers() as Record<string, Record<string, unknown>>;
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!root) continue;
    for (const field of Object.keys(root.getFields())) {
      if (!resolvers[root.name]?.[field]) missing.push(`${root.name}.${field}`);
    }
  }
  expect(missing).toEqual([]);

  const unknown: string[] = [];
  for (const [typeName, fields] of Object.entries(resolvers)) {
    const type = schema.getType(typeName);
    if (!type) {
      unknown.push(typeName);
      continue;
    }
    if (!isObjectType(type)) continue;
    for (const field of Object.keys(fields)) {
      if (!(field in type.getFields())) unknown.push(`${typeName}.${field}`);
    }
  }
  expect(unknown).toEqual([]);
});
