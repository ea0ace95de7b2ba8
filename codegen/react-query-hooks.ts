/**
 * Our codegen plugin: one TanStack Query v5 hook per operation, over the client preset's typed documents.
 * Loaded by codegen.ts through its `pluginLoader`, so it runs as TypeScript without a build step.
 */
import type { PluginFunction, PluginValidateFn, Types } from '@graphql-codegen/plugin-helpers';
import { convertFactory, type NamingConvention } from '@graphql-codegen/visitor-plugin-common';
import { Kind, type OperationDefinitionNode, type OperationTypeNode } from 'graphql';

/** 'query' | 'mutation' | 'subscription', without graphql's enum. */
type OperationKind = `${OperationTypeNode}`;

export interface ReactQueryHooksConfig {
  /** Module of the transport (`execute`, `useSubscription`), relative to the output file. */
  transportModule?: string;
  /** Module of the client preset's documents and operation types, relative to the output file. */
  documentsModule?: string;
  /** Must match the client preset's, so the imported type names exist. */
  namingConvention?: NamingConvention;
}

interface Operation {
  name: string;
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

export const plugin: PluginFunction<ReactQueryHooksConfig, string> = (_schema, documents, config) => {
  const transportModule = config.transportModule ?? '../src/client/lib/graphql';
  const documentsModule = config.documentsModule ?? './client/graphql';
  const convert = convertFactory({ namingConvention: config.namingConvention });

  const operations = collectOperations(documents);
  if (operations.length === 0) return `${HEADER}\nexport {};\n`;

  const kinds = new Set<OperationKind>(operations.map((operation) => operation.kind));
  const has = (kind: OperationKind) => kinds.has(kind);
  const names = operations.map((operation) => namesOf(operation, (name) => convert(name)));

  const reactQueryValues = [
    ...(has('mutation') ? ['mutationOptions', 'useMutation'] : []),
    ...(has('query') ? ['queryOptions', 'useQuery'] : []),
  ];
  const reactQueryTypes = [
    ...(has('mutation') ? ['UseMutationOptions'] : []),
    ...(has('query') ? ['QueryKey', 'UseQueryOptions'] : []),
  ];
  const transportValues = [
    ...(has('query') || has('mutation') ? ['execute'] : []),
    ...(has('subscription') ? ['useSubscription'] : []),
  ];
  const transportTypes = [
    ...(has('query') || has('mutation') ? ['GraphQLRequestError'] : []),
    ...(has('subscription') ? ['SubscriptionHookOptions'] : []),
  ];
  const documentValues = names.map((n) => n.document).sort();
  const documentTypes = names.flatMap((n) => [n.result, n.variables]).sort();

  const imports = [
    importLine(reactQueryValues, '@tanstack/react-query'),
    importLine(reactQueryTypes, '@tanstack/react-query', 'type '),
    importLine(transportValues, transportModule),
    importLine(transportTypes, transportModule, 'type '),
    importLine(documentValues, documentsModule),
    importLine(documentTypes, documentsModule, 'type '),
  ].filter(Boolean);

  const sharedTypes = [
    has('query')
      ? `
/** What a query hook takes besides its variables; the key and the fetch come from the operation. */
export type QueryHookOptions<TResult, TData, TKey extends QueryKey> = Omit<
  UseQueryOptions<TResult, GraphQLRequestError, TData, TKey>,
  'queryKey' | 'queryFn'
>;
`
      : '',
    has('mutation')
      ? `
/** What a mutation hook takes; the key and the request come from the operation. */
export type MutationHookOptions<TResult, TVariables, TContext> = Omit<
  UseMutationOptions<TResult, GraphQLRequestError, TVariables, TContext>,
  'mutationKey' | 'mutationFn'
>;
`
      : '',
  ];

  const bodies = operations.map((operation, index) => {
    const n = names[index] as Names;
    if (operation.kind === 'query') return queryHooks(n, operation.variablesRequired);
    if (operation.kind === 'mutation') return mutationHooks(n, operation.variablesRequired);
    return subscriptionHooks(n, operation.variablesRequired);
  });

  return `${[HEADER, imports.join('\n'), ...sharedTypes, ...bodies].map((part) => part.trim()).filter(Boolean).join('\n\n')}\n`;
};

export const validate: PluginValidateFn = (_schema, _documents, _config, outputFile) => {
  if (!outputFile.endsWith('.ts')) {
    throw new Error(`react-query-hooks writes TypeScript; "${outputFile}" should end in .ts`);
  }
};
