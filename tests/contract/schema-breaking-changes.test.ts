/**
 * A contract that cannot break silently (issue 26, item 4): no commit since the check began, and no
 * change in the working tree, removes or changes what a client may already use, unless it was
 * deprecated first and CHANGELOG.md names its removal; and no operation the apps send uses a
 * deprecated field (GraphQL Inspector's diff, graphql's NoDeprecatedCustomRule).
 */
import { readFileSync } from 'node:fs';
import { NoDeprecatedCustomRule, validate } from 'graphql';
import { describe, expect, test } from 'vitest';
import { projectPath } from '../../src/server/project-root';
import { refusedChanges, schemaVersionsSince, type SchemaVersion } from './support/breaking-changes';
import { loadOperationFiles, loadOperations } from './support/operations';
import { loadSchema } from './support/schema';

/** The commit the check began at: the schema then is the one clients were built on. */
const CHECKED_SINCE = '645064a0d91a5098e18cdfee4fe6eb73f9175da3';

const changelog = readFileSync(projectPath('CHANGELOG.md'), 'utf8');

describe('the contract does not break silently', () => {
  test('no schema version since the check began breaks a client, in history or in the working tree', async () => {
    const versions = schemaVersionsSince(projectPath('.'), CHECKED_SINCE);
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const refused = [];
    for (let index = 1; index < versions.length; index += 1) refused.push(...(await refusedChanges(versions[index - 1]!, versions[index]!, changelog)));
    expect(refused.map((each) => `${each.from} → ${each.to}: ${each.message} (${each.why})`)).toEqual([]);
  });

  test('every operation of operations/*.graphql uses fields that exist and are not deprecated', () => {
    const operations = loadOperations(loadOperationFiles());
    const uses = operations.flatMap((operation) =>
      validate(loadSchema(), operation.document, [NoDeprecatedCustomRule]).map((error) => `${operation.name} (${operation.path}): ${error.message}`),
    );
    expect(uses).toEqual([]);
  });
});

describe('what the check refuses and allows', () => {
  const before: SchemaVersion = {
    label: 'before',
    sdl: `type Query { product(id: ID!): Product, products(first: Int): [Product!]! }
      type Product { id: ID! name: String! old_name: String @deprecated(reason: "Use name.") price: Float! }
      enum Sort { NEW PRICE OLD @deprecated(reason: "Use NEW.") }`,
  };
  const after = (sdl: string): SchemaVersion => ({ label: 'after', sdl });

  test('a field removed, an argument made required, a type changed and an enum value removed without deprecation are refused', async () => {
    const refused = await refusedChanges(
      before,
      after(`type Query { product(id: ID!): Product, products(first: Int!): [Product!]! }
        type Product { id: ID! old_name: String @deprecated(reason: "Use name.") price: String! }
        enum Sort { NEW OLD @deprecated(reason: "Use NEW.") }`),
      '',
    );
    expect(refused.map((each) => each.path).sort()).toEqual(['Product.name', 'Product.price', 'Query.products.first', 'Sort.PRICE']);
  });

  test('a deprecated field or enum value may go once CHANGELOG.md names it, not before', async () => {
    const removed = after(`type Query { product(id: ID!): Product, products(first: Int): [Product!]! }
      type Product { id: ID! name: String! price: Float! }
      enum Sort { NEW PRICE }`);
    expect((await refusedChanges(before, removed, '')).map((each) => each.path).sort()).toEqual(['Product.old_name', 'Sort.OLD']);
    expect(await refusedChanges(before, removed, 'Removed: `Product.old_name` and `Sort.OLD`, deprecated since 2026-11.')).toEqual([]);
  });

  test('what only adds (a field, an optional argument, an enum value on input) passes', async () => {
    const added = after(`type Query { product(id: ID!, lang: Int): Product, products(first: Int, page: Int): [Product!]! }
      type Product { id: ID! name: String! old_name: String @deprecated(reason: "Use name.") price: Float! variants: [ID!] }
      enum Sort { NEW PRICE OLD @deprecated(reason: "Use NEW.") }`);
    expect(await refusedChanges(before, added, '')).toEqual([]);
  });
});
