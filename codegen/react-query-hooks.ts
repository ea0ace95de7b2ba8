/**
 * Our codegen plugin: one module per operation (its document and its TanStack Query v5 hooks), and an
 * index that re-exports them all. Each screen's chunk then carries only the operations it uses: one
 * module of every hook and document would land whole in the first load, beside the app shell that
 * shares it with every screen. codegen.ts runs it through operation-modules-preset.ts, once per
 * operation with `operation` set, and once without for the index. Loaded through codegen.ts's
 * `pluginLoader`, so it runs as TypeScript without a build step.
 */
import type { PluginFunction, PluginValidateFn, Types } from '@graphql-codegen/plugin-helpers';
import { convertFactory, type NamingConvention } from '@graphql-codegen/visitor-plugin-common';
import { Kind, type OperationDefinitionNode, type OperationTypeNode } from 'graphql';
import { fragmentsOf, operationText } from './operation-document';

/** 'query' | 'mutation' | 'subscription', without graphql's enum. */
type OperationKind = `${OperationTypeNode}`;

export interface ReactQueryHooksConfig {
  /** The operation whose module to write; without it, the index of every operation's module. */
  operation?: string;
  /** Module of the transport (`execute`, `useSubscription`), relative to the output file. */
  transportModule?: string;
  /** Module of the client preset's operation types, relative to the output file. */
  documentsModule?: string;
  /** The index, relative to an operation's module (for the hook option types). */
  indexModule?: string;
  /** The folder of the operations' modules, relative to the index. */
  operationsDir?: string;
  /** Must match the client preset's, so the imported type names exist. */
  namingConvention?: NamingConvention;
}

interface Operation {
  name: string;
  definition: OperationDefinitionNode;
  kind: OperationKind;
  /** True when the caller must pass variables: some variable is non-null and has no default. */
  variablesRequired: boolean;
}

const SUFFIX = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' } as const;

export function collectOperations(documents: Types.DocumentFile[]): Operation[] {
  const operations: Operation[] = [];
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (!definition.name) {
        throw new Error(`react-query-hooks: every operation needs a name (anonymous one in ${file.location ?? 'a document'})`);
      }
      operations.push({
        name: definition.name.value,
        definition,
        kind: definition.operation,
        variablesRequired: hasRequiredVariables(definition),
      });
    }
  }
  // Sorted so the output does not depend on the order the files were read in.
  return operations.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function hasRequiredVariables(operation: OperationDefinitionNode): boolean {
  return (operation.variableDefinitions ?? []).some(
    (variable) => variable.type.kind === Kind.NON_NULL_TYPE && variable.defaultValue === undefined,
  );
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

interface Names {
  operation: string;
  document: string;
  result: string;
  variables: string;
  hook: string;
  helper: string;
}

function namesOf(operation: Operation, convert: (name: string) => string): Names {
  const base = convert(operation.name);
  const result = `${base}${SUFFIX[operation.kind]}`;
  return {
    operation: operation.name,
    document: `${base}Document`,
    result,
    variables: `${result}Variables`,
    hook: `use${result}`,
    helper: lowerFirst(result),
  };
}

function queryHooks(n: Names, required: boolean): string {
  const vars = required ? `variables: ${n.variables}` : `variables?: ${n.variables}`;
  const passed = required ? 'variables' : 'variables ?? {}';
  const options = `options?: QueryHookOptions<${n.result}, TData, ${n.result}Key>`;
  return `
/** Cache key of ${n.operation}; without variables it matches every ${n.operation} query, e.g. to invalidate them all. */
export const ${n.helper}Key = (variables?: ${n.variables}) =>
  variables === undefined ? (['${n.operation}'] as const) : (['${n.operation}', variables] as const);
export type ${n.result}Key = ReturnType<typeof ${n.helper}Key>;

export const ${n.helper}Options = <TData = ${n.result}>(${vars}, ${options}) =>
  queryOptions({
    ...options,
    queryKey: ${n.helper}Key(variables),
    queryFn: ({ signal }) => execute(${n.document}, ${passed}, { signal }),
  });

export function ${n.hook}<TData = ${n.result}>(${vars}, ${options}) {
  return useQuery(${n.helper}Options(variables, options));
}
`;
}

function mutationHooks(n: Names, required: boolean): string {
  // Without required variables the caller may call mutate() with no argument.
  const vars = required ? n.variables : `${n.variables} | void`;
  const passed = required ? 'variables' : 'variables || {}';
  const options = `options?: MutationHookOptions<${n.result}, ${vars}, TContext>`;
  return `
export const ${n.helper}Key = ['${n.operation}'] as const;

export const ${n.helper}Options = <TContext = unknown>(${options}) =>
  mutationOptions({
    ...options,
    mutationKey: ${n.helper}Key,
    mutationFn: (variables: ${vars}) => execute(${n.document}, ${passed}),
  });

export function ${n.hook}<TContext = unknown>(${options}) {
  return useMutation(${n.helper}Options(options));
}
`;
}

function subscriptionHooks(n: Names, required: boolean): string {
  const vars = required ? `variables: ${n.variables}` : `variables?: ${n.variables}`;
  const passed = required ? 'variables' : 'variables ?? {}';
  return `
export function ${n.hook}(${vars}, options?: SubscriptionHookOptions<${n.result}>) {
  return useSubscription(${n.document}, ${passed}, options);
}
`;
}

/** One name per line, so a new operation shows up in a diff as added lines. */
function importLine(names: string[], from: string, kind = ''): string {
  if (names.length === 0) return '';
  return `import ${kind}{\n${names.map((name) => `  ${name},`).join('\n')}\n} from '${from}';`;
}

const HEADER = `/* Generated by codegen/react-query-hooks.ts from operations/*.graphql; do not edit. */`;

const join = (parts: string[]) => `${parts.map((part) => part.trim()).filter(Boolean).join('\n\n')}\n`;

const HOOK_OPTION_TYPES = `
/** What a query hook takes besides its variables; the key and the fetch come from the operation. */
export type QueryHookOptions<TResult, TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TResult, GraphQLRequestError, TData, TKey>,
  'queryKey' | 'queryFn'
>;

/** What a mutation hook takes; the key and the request come from the operation. */
export type MutationHookOptions<TResult, TVariables, TContext> = Omit<
  UseMutationOptions<TResult, GraphQLRequestError, TVariables, TContext>,
  'mutationKey' | 'mutationFn'
>;
`;

/** The index: the hooks' option types, and every operation's module re-exported. */
function indexModule(operations: Operation[], config: ReactQueryHooksConfig): string {
  const transportModule = config.transportModule ?? '../src/client/lib/graphql';
  const operationsDir = config.operationsDir ?? './operations';
  return join([
    HEADER,
    importLine(['QueryKey', 'UseMutationOptions', 'UseQueryOptions'], '@tanstack/react-query', 'type '),
    importLine(['GraphQLRequestError'], transportModule, 'type '),
    HOOK_OPTION_TYPES,
    operations.map((operation) => `export * from '${operationsDir}/${operation.name}';`).join('\n'),
  ]);
}

/** One operation's module: its document as the client sends it, and its hooks. */
function operationModule(operation: Operation, names: Names, documents: Types.DocumentFile[], config: ReactQueryHooksConfig): string {
  const transportModule = config.transportModule ?? '../../src/client/lib/graphql';
  const documentsModule = config.documentsModule ?? '../client/graphql';
  const indexModulePath = config.indexModule ?? '../hooks';
  const { kind } = operation;
  const text = operationText(operation.definition, fragmentsOf(documents));
  const reactQuery = { query: ['queryOptions', 'useQuery'], mutation: ['mutationOptions', 'useMutation'], subscription: [] }[kind];
  const transport = kind === 'subscription' ? ['useSubscription'] : ['execute'];
  const transportTypes = kind === 'subscription' ? ['SubscriptionHookOptions', 'TypedDocumentString'] : ['TypedDocumentString'];
  const hookOptions = { query: ['QueryHookOptions'], mutation: ['MutationHookOptions'], subscription: [] }[kind];
  const body = {
    query: queryHooks,
    mutation: mutationHooks,
    subscription: subscriptionHooks,
  }[kind](names, operation.variablesRequired);
  return join([
    HEADER,
    [
      importLine(reactQuery, '@tanstack/react-query'),
      importLine(transport, transportModule),
      importLine(transportTypes, transportModule, 'type '),
      importLine([names.result, names.variables], documentsModule, 'type '),
      importLine(hookOptions, indexModulePath, 'type '),
    ]
      .filter(Boolean)
      .join('\n'),
    `/** ${operation.name} as the client sends it: the operation and the fragments it spreads. */
export const ${names.document}: TypedDocumentString<${names.result}, ${names.variables}> =
  ${JSON.stringify(text)};`,
    body,
  ]);
}

export const plugin: PluginFunction<ReactQueryHooksConfig, string> = (_schema, documents, config) => {
  const convert = convertFactory({ namingConvention: config.namingConvention });
  const operations = collectOperations(documents);
  if (config.operation === undefined) return operations.length === 0 ? `${HEADER}\nexport {};\n` : indexModule(operations, config);
  const operation = operations.find((candidate) => candidate.name === config.operation);
  if (!operation) throw new Error(`react-query-hooks: no operation named ${config.operation}`);
  return operationModule(operation, namesOf(operation, (name) => convert(name)), documents, config);
};

export const validate: PluginValidateFn = (_schema, _documents, _config, outputFile) => {
  if (!outputFile.endsWith('.ts')) {
    throw new Error(`react-query-hooks writes TypeScript; "${outputFile}" should end in .ts`);
  }
};
