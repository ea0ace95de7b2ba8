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

/** Every operation's module, one after another, as `npm run codegen` writes them into generated/operations/. */
async function generate(docs = documents()): Promise<string> {
  const names = ['GetCategories', 'GetCategory', 'GetPages', 'UpsertCategory', 'Logout', 'LiveVisitors'];
  const modules = await Promise.all(names.map(async (operation) => String(await plugin(schema, docs, { operation }))));
  return modules.join('\n');
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

  it("writes each operation's document with the fragments it spreads, without insignificant whitespace", async () => {
    const module = String(await plugin(schema, documents(), { operation: 'GetCategories' }));

    expect(module).toContain(
      'export const GetCategoriesDocument: TypedDocumentString<GetCategoriesQuery, GetCategoriesQueryVariables> =\n' +
        '  "query GetCategories($limit:Int$search:String){categories(limit:$limit search:$search){...CategoryFields}}fragment CategoryFields on Category{id name}";',
    );
    // Another operation's module has its own document and nothing of this one.
    expect(String(await plugin(schema, documents(), { operation: 'GetCategory' }))).not.toContain('CategoryFields');
  });

  it('imports only what the operation needs: the transport, its types and the hook option types from the index', async () => {
    const query = String(await plugin(schema, documents(), { operation: 'GetCategory' }));
    const subscription = String(await plugin(schema, documents(), { operation: 'LiveVisitors' }));

    expect(query).toMatch(/import \{\n {2}queryOptions,\n {2}useQuery,\n\} from '@tanstack\/react-query';/);
    expect(query).toMatch(/import \{\n {2}execute,\n\} from '\.\.\/\.\.\/src\/client\/lib\/graphql';/);
    expect(query).toMatch(/import type \{\n {2}GetCategoryQuery,\n {2}GetCategoryQueryVariables,\n\} from '\.\.\/client\/graphql';/);
    expect(query).toMatch(/import type \{\n {2}QueryHookOptions,\n\} from '\.\.\/hooks';/);
    expect(subscription).not.toContain('@tanstack/react-query');
    expect(subscription).toMatch(/import \{\n {2}useSubscription,\n\} from '\.\.\/\.\.\/src\/client\/lib\/graphql';/);
  });

  it('writes an index with the hook option types that re-exports every operation and no fragment', async () => {
    const index = String(await plugin(schema, documents(), {}));

    expect(index).toContain('export type QueryHookOptions<TResult, TData, TKey extends QueryKey> = Omit<');
    expect(index).toContain('export type MutationHookOptions<TResult, TVariables, TContext> = Omit<');
    expect(index.match(/^export \* from '\.\/operations\/\w+';$/gm)).toEqual([
      "export * from './operations/GetCategories';",
      "export * from './operations/GetCategory';",
      "export * from './operations/GetPages';",
      "export * from './operations/LiveVisitors';",
      "export * from './operations/Logout';",
      "export * from './operations/UpsertCategory';",
    ]);
  });

  it('writes the same files whatever order the documents were read in', async () => {
    const forwards = documents(['catalog.graphql', 'cms.graphql', 'live.graphql']);
    const backwards = documents(['live.graphql', 'cms.graphql', 'catalog.graphql']);

    expect(await generate(backwards)).toBe(await generate(forwards));
    expect(String(await plugin(schema, backwards, {}))).toBe(String(await plugin(schema, forwards, {})));
  });

  it('refuses an anonymous operation, since its hook would have no name', async () => {
    const anonymous = [{ location: 'operations/bad.graphql', document: parse('{ pages { id } }') }];

    await expect(async () => plugin(schema, anonymous, {})).rejects.toThrow(/every operation needs a name.*operations\/bad\.graphql/);
  });
});
