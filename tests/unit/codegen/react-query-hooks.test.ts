import type { Types } from '@graphql-codegen/plugin-helpers';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { plugin } from '../../../codegen/react-query-hooks';

const schema = buildSchema(`
  scalar Upload
  type Category { id: ID! name: String! }
  type Query { categories(limit: Int, search: String): [Category!]! category(id: ID!): Category pages: [Category!]! }
  type Mutation { upsertCategory(id: ID, name: String!): Category! logout: Boolean! }
  type Subscription { liveVisitors(minutes: Int): Int! }
`);

const files = {
  'catalog.graphql': `
    query GetCategories($limit: Int, $search: String) { categories(limit: $limit, search: $search) { ...CategoryFields } }
    query GetCategory($id: ID!) { category(id: $id) { id } }
    query GetPages($first: Int! = 10) { pages { id } }
    fragment CategoryFields on Category { id name }
  `,
  'cms.graphql': `
    mutation UpsertCategory($id: ID, $name: String!) { upsertCategory(id: $id, name: $name) { id } }
    mutation Logout { logout }
  `,
  'live.graphql': 'subscription LiveVisitors($minutes: Int) { liveVisitors(minutes: $minutes) }',
};

function documents(names = Object.keys(files) as (keyof typeof files)[]): Types.DocumentFile[] {
  return names.map((name) => ({ location: `operations/${name}`, document: parse(files[name]) }));
}

async function generate(docs = documents()): Promise<string> {
  return String(await plugin(schema, docs, {}));
}

describe('react-query-hooks codegen plugin', () => {
  it('gives a query a key helper, query options and a hook, with optional variables when none is required', async () => {
    const output = await generate();

    expect(output).toContain('export const getCategoriesQueryKey = (variables?: GetCategoriesQueryVariables) =>');
    expect(output).toContain("variables === undefined ? (['GetCategories'] as const) : (['GetCategories', variables] as const);");
    expect(output).toContain(
      'export const getCategoriesQueryOptions = <TData = GetCategoriesQuery>(variables?: GetCategoriesQueryVariables,',
    );
    expect(output).toContain('queryFn: ({ signal }) => execute(GetCategoriesDocument, variables ?? {}, { signal }),');
    expect(output).toContain(
      'export function useGetCategoriesQuery<TData = GetCategoriesQuery>(variables?: GetCategoriesQueryVariables,',
    );
  });

  it('makes variables required when a variable is non-null without a default', async () => {
    const output = await generate();

    expect(output).toContain('export function useGetCategoryQuery<TData = GetCategoryQuery>(variables: GetCategoryQueryVariables,');
    expect(output).toContain('execute(GetCategoryDocument, variables, { signal })');
    // `$first: Int! = 10` has a default, so the caller may leave it out.
    expect(output).toContain('export function useGetPagesQuery<TData = GetPagesQuery>(variables?: GetPagesQueryVariables,');
  });

  it('gives a mutation its options, a fixed mutation key and a hook', async () => {
    const output = await generate();

    expect(output).toContain("export const upsertCategoryMutationKey = ['UpsertCategory'] as const;");
    expect(output).toContain('export const upsertCategoryMutationOptions = <TContext = unknown>(');
    expect(output).toContain(
      'mutationFn: (variables: UpsertCategoryMutationVariables) => execute(UpsertCategoryDocument, variables),',
    );
    expect(output).toContain('export function useUpsertCategoryMutation<TContext = unknown>(');
    expect(output).toContain('return useMutation(upsertCategoryMutationOptions(options));');
  });

  it('lets a mutation without required variables be called with none', async () => {
    const output = await generate();

    expect(output).toContain('mutationFn: (variables: LogoutMutationVariables | void) => execute(LogoutDocument, variables || {}),');
  });

  it('gives a subscription a hook over the transport', async () => {
    const output = await generate();

    expect(output).toContain(
      'export function useLiveVisitorsSubscription(variables?: LiveVisitorsSubscriptionVariables, options?: SubscriptionHookOptions<LiveVisitorsSubscription>) {',
    );
    expect(output).toContain('return useSubscription(LiveVisitorsDocument, variables ?? {}, options);');
  });

  it('imports documents and types from the client preset and the transport', async () => {
    const output = await generate();

    expect(output).toMatch(/import \{\n {2}execute,\n {2}useSubscription,\n\} from '\.\.\/src\/client\/lib\/graphql';/);
    expect(output).toMatch(/import \{\n(?: {2}\w+Document,\n)+\} from '\.\/client\/graphql';/);
    expect(output).toContain('  GetCategoriesQueryVariables,\n');
    expect(output).not.toContain('CategoryFields'); // fragments get no hook
  });

  it('writes the same file whatever order the documents were read in', async () => {
    const forwards = await generate(documents(['catalog.graphql', 'cms.graphql', 'live.graphql']));
    const backwards = await generate(documents(['live.graphql', 'cms.graphql', 'catalog.graphql']));

    expect(backwards).toBe(forwards);
  });

  it('refuses an anonymous operation, since its hook would have no name', async () => {
    const anonymous = [{ location: 'operations/bad.graphql', document: parse('{ pages { id } }') }];

    await expect(generate(anonymous)).rejects.toThrow(/every operation needs a name.*operations\/bad\.graphql/);
  });
});
