import {
  Kind,
  parse,
  print,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type OperationTypeNode,
  type TypeNode,
} from 'graphql';
import { readGraphQLFiles } from './files';

export interface OperationFile {
  /** `operations/catalog.graphql` */
  path: string;
  /** The file's base name, which names its examples module: `catalog`. */
  area: string;
  document?: DocumentNode;
  /** Why the file does not parse. */
  error?: Error;
}

export interface UploadVariable {
  name: string;
  /** `[Upload!]` rather than `Upload`. */
  list: boolean;
}

export interface Operation {
  /** Undefined for an anonymous operation (which the validation test reports). */
  name: string | undefined;
  type: OperationTypeNode;
  path: string;
  area: string;
  node: OperationDefinitionNode;
  /** The operation with the fragments it spreads, as the wire sends it. */
  document: DocumentNode;
  query: string;
  variables: string[];
  uploads: UploadVariable[];
  /** Every fragment of operations/, by name, for walking responses. */
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
}

function areaOf(path: string): string {
  return path.replace(/^operations\//, '').replace(/\.graphql$/, '');
}

export function loadOperationFiles(): OperationFile[] {
  return readGraphQLFiles('operations').map((file) => {
    const base = { path: file.path, area: areaOf(file.path) };
    try {
      return { ...base, document: parse(file.text) };
    } catch (error) {
      return { ...base, error: error as Error };
    }
  });
}

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, {
    FragmentSpread(spread) {
      names.push(spread.name.value);
    },
  });
  return names;
}

/** The fragments an operation needs, transitively; unknown names are left for validation to report. */
function fragmentsFor(
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const needed = new Map<string, FragmentDefinitionNode>();
  const pending = spreadNames(operation);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const fragment = fragments.get(name);
    if (!fragment || needed.has(name)) continue;
    needed.set(name, fragment);
    pending.push(...spreadNames(fragment));
  }
  return [...needed.values()];
}

function uploadOf(name: string, type: TypeNode): UploadVariable | undefined {
  let list = false;
  let current = type;
  while (current.kind !== Kind.NAMED_TYPE) {
    if (current.kind === Kind.LIST_TYPE) list = true;
    current = current.type;
  }
  return current.name.value === 'Upload' ? { name, list } : undefined;
}

/** Every operation of operations/ in file order, then in order within its file. */
export function loadOperations(files: OperationFile[] = loadOperationFiles()): Operation[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of files) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION && !fragments.has(definition.name.value)) {
        fragments.set(definition.name.value, definition);
      }
    }
  }
  return files.flatMap((file) =>
    (file.document?.definitions ?? [])
      .filter((definition) => definition.kind === Kind.OPERATION_DEFINITION)
      .map((node): Operation => {
        const document: DocumentNode = {
          kind: Kind.DOCUMENT,
          definitions: [node, ...fragmentsFor(node, fragments)],
        };
        const definitions = node.variableDefinitions ?? [];
        return {
          name: node.name?.value,
          type: node.operation,
          path: file.path,
          area: file.area,
          node,
          document,
          query: print(document),
          variables: definitions.map((definition) => definition.variable.name.value),
          uploads: definitions.flatMap((definition) => uploadOf(definition.variable.name.value, definition.type) ?? []),
          fragments,
        };
      }),
  );
}
