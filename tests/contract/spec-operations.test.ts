/**
 * The operations spec §7 names, with exactly the spec's variables, and the operations the storefront
 * and admin cannot work without.
 */
import type { OperationTypeNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import { loadOperations, type Operation } from './support/operations';

const operations = new Map(loadOperations().map((operation) => [operation.name, operation]));

/** Spec §7: operation, its type and its variables, exactly. */
const SPEC_TABLE: [name: string, type: `${OperationTypeNode}`, variables: string[]][] = [
  ['GetCategories', 'query', ['limit', 'search', 'brand']],
  ['GetCategoriesWithPagination', 'query', ['page', 'first', 'search', 'order', 'start_date', 'end_date']],
  ['GetShopCategories', 'query', ['limit', 'search', 'brand', 'groupId']],
  ['GetGroups', 'query', ['search', 'withName']],
  ['GetPages', 'query', []],
  ['GetSettings', 'query', []],
  ['GetStorage', 'query', ['first', 'page', 'search', 'tab']],
  [
    'UpsertCategory',
    'mutation',
    ['id', 'name', 'slug', 'parent_id', 'image_id', 'seo_title', 'seo_keywords', 'seo_description', 'description'],
  ],
  ['DeleteCategory', 'mutation', ['id']],
  ['CreateGroup', 'mutation', ['name', 'description']],
  ['UpdateGroup', 'mutation', ['id', 'name', 'description', 'position', 'filters']],
  ['DeleteGroup', 'mutation', ['id']],
  ['CreateGroupCampaign', 'mutation', ['group_id', 'code', 'description']],
  ['DeleteGroupCampaign', 'mutation', ['id']],
  ['CreatePage', 'mutation', ['name', 'slug', 'menu', 'parent_id']],
  [
    'UpdatePage',
    'mutation',
    ['id', 'active', 'name', 'slug', 'type', 'menu', 'seo_title', 'seo_keywords', 'seo_description', 'group_id'],
  ],
  ['DeletePage', 'mutation', ['id']],
  ['UpsertSetting', 'mutation', ['id', 'field', 'value', 'image_id']],
  ['UploadStorage', 'mutation', ['file', 'bucket']],
  ['DeleteStorage', 'mutation', ['ids']],
  ['UpdateStorage', 'mutation', ['id', 'tab']],
  ['CreateWishlistAdded', 'mutation', ['product_id', 'client', 'session', 'campaign']],
];

/** Operations the apps need whose variables the spec leaves open: type and the variables they must take. */
const REQUIRED: [name: string, type: `${OperationTypeNode}`, mustTake: string[]][] = [
  ['AdminLogin', 'mutation', ['email', 'password', 'remember']],
  ['UserLogin', 'mutation', ['email', 'password']],
  ['UserRegister', 'mutation', []],
  ['GetProducts', 'query', []],
  ['GetProduct', 'query', []],
  ['CreateOrder', 'mutation', []],
  ['GetOrder', 'query', ['code']],
];

function find(name: string): Operation {
  const operation = operations.get(name);
  if (!operation) throw new Error(`operations/*.graphql has no operation named ${name}`);
  return operation;
}

const sorted = (names: string[]): string[] => [...names].sort();

describe('spec §7 operations', () => {
  test.each(SPEC_TABLE)('%s is a %s taking exactly (%s)', (name, type, variables) => {
    const operation = find(name);
    expect(operation.type).toBe(type);
    expect(sorted(operation.variables)).toEqual(sorted(variables));
  });
});

describe('operations the apps need', () => {
  test.each(REQUIRED)('%s is a %s taking at least (%s)', (name, type, mustTake) => {
    const operation = find(name);
    expect(operation.type).toBe(type);
    expect(operation.variables).toEqual(expect.arrayContaining(mustTake));
  });

  test('at least one subscription exists', () => {
    const subscriptions = [...operations.values()].filter((operation) => operation.type === 'subscription');
    expect(subscriptions.length).toBeGreaterThan(0);
  });
});
