import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import type { CodegenPlugin } from '@graphql-codegen/plugin-helpers';
import { operationModulesPreset } from './codegen/operation-modules-preset';
import * as reactQueryHooks from './codegen/react-query-hooks';

/** GraphQL type → the database row its resolvers receive as parent. Add one entry per table. */
export const ROW_MAPPERS: Record<string, string> = Object.fromEntries(
  [
    'Category',
    'Brand',
    'Group',
    'GroupCampaign',
    'Filter',
    'Product',
    'ProductVariant',
    'ProductOption',
    'ProductOptionValue',
    'WishlistAdded',
    'Page',
    'Block',
    'Banner',
    'Setting',
    'BlogPost',
    'NewsletterSubscriber',
    'ContactMessage',
    'StorageFile',
    'Order',
    'OrderItem',
    'OrderCountry',
    'PromoCode',
    'CardPayment',
    'CyrillicSpelling',
    'User',
    'Administrator',
    'CatalogImport',
  ].map((type) => [type, `../src/server/db/rows#${type}Row`]),
);

/** With strictScalars, a scalar missing here fails codegen instead of becoming `any`. */
export const CLIENT_SCALARS = {
  DateTime: 'string',
  Date: 'string',
  Upload: { input: 'File', output: 'never' },
};

export const SERVER_SCALARS = {
  // Resolvers may return a Date; the DateTime scalar serialises it. Arguments arrive as the ISO string.
  DateTime: { input: 'string', output: 'string | Date' },
  Date: 'string',
  // graphql-yoga hands a multipart upload to the resolver as a WHATWG File.
  Upload: { input: 'File', output: 'never' },
};

/**
 * `avoidOptionals` for query/mutation/subscription makes every field of QueryResolvers, MutationResolvers
 * and SubscriptionResolvers required. The aggregate `Resolvers` type still marks `Query?` etc. optional
 * (only `avoidOptionals.resolvers` changes that, and it would also require every field of every type),
 * so we append `RootResolvers`, which requires the root types themselves.
 */
const ROOT_RESOLVERS = `
/** Resolvers with every root type present, so a missing Query, Mutation or Subscription field fails to compile. */
export type RootResolvers<ContextType = GraphQLContext> = Resolvers<ContextType> &
  Required<Pick<Resolvers<ContextType>, Extract<'Query' | 'Mutation' | 'Subscription', keyof Resolvers<ContextType>>>>;
`;

const HOOKS_PLUGIN = './codegen/react-query-hooks.ts';
const localPlugins: Record<string, CodegenPlugin> = { [HOOKS_PLUGIN]: reactQueryHooks };
const requireHere = createRequire(import.meta.url);

/**
 * The CLI calls this with several candidate names per plugin (`@graphql-codegen/<name>`, `<name>`, …) and
 * moves on when one throws MODULE_NOT_FOUND. Our plugin is already imported above, through the same jiti
 * loader that reads this file, so it needs no build; every other name resolves from node_modules.
 */
async function pluginLoader(name: string): Promise<CodegenPlugin> {
  const local = localPlugins[name];
  if (local) return local;
  return (await import(pathToFileURL(requireHere.resolve(name)).href)) as CodegenPlugin;
}

export interface CodegenPaths {
  schema: string;
  documents: string;
  /** Output folder, with a trailing slash. */
  out: string;
}

export function createCodegenConfig({ schema, documents, out }: CodegenPaths): CodegenConfig {
  return {
    overwrite: true,
    schema,
    documents,
    pluginLoader,
    generates: {
      [`${out}client/`]: {
        preset: 'client',
        presetConfig: {
          fragmentMasking: false,
          persistedDocuments: { hashAlgorithm: 'sha256' },
        },
        config: {
          documentMode: 'string',
          useTypeImports: true,
          strictScalars: true,
          scalars: CLIENT_SCALARS,
          // The client preset's typescript-operations v6 calls `enumsAsTypes` this.
          enumType: 'string-literal',
        },
      },
      // One module per operation (its document and hooks), so a chunk carries only the operations it uses,
      // and hooks.ts, which re-exports them all for the call sites.
      [`${out}operations/`]: {
        preset: operationModulesPreset,
        plugins: [HOOKS_PLUGIN],
        config: { transportModule: '../../src/client/lib/graphql', documentsModule: '../client/graphql', indexModule: '../hooks' },
      },
      [`${out}hooks.ts`]: {
        plugins: [HOOKS_PLUGIN],
        config: { transportModule: '../src/client/lib/graphql', operationsDir: './operations' },
      },
      [`${out}resolvers.ts`]: {
        plugins: ['typescript', 'typescript-resolvers', { add: { placement: 'append', content: ROOT_RESOLVERS } }],
        config: {
          contextType: '../src/server/context#GraphQLContext',
          useTypeImports: true,
          strictScalars: true,
          scalars: SERVER_SCALARS,
          enumsAsTypes: true,
          avoidOptionals: { query: true, mutation: true, subscription: true },
          mappers: ROW_MAPPERS,
        },
      },
      [`${out}schema.graphql`]: {
        plugins: ['schema-ast'],
        config: { includeDirectives: true },
      },
    },
  };
}

export default createCodegenConfig({
  schema: 'schema/*.graphql',
  documents: 'operations/*.graphql',
  out: 'generated/',
});
