/**
 * An operation's text as the client sends it: the operation and every fragment it spreads, directly
 * or through another fragment, printed without insignificant whitespace. The server's trusted-document
 * check hashes the normalised print, so this text is the same persisted document as the client
 * preset's, in fewer bytes.
 */
import { Kind, print, stripIgnoredCharacters, visit, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import type { Types } from '@graphql-codegen/plugin-helpers';

export function fragmentsOf(documents: Types.DocumentFile[]): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const file of documents) {
    for (const definition of file.document?.definitions ?? []) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }
  }
  return fragments;
}

function spreadNames(node: OperationDefinitionNode | FragmentDefinitionNode): string[] {
  const names: string[] = [];
  visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
  return names;
}

export function operationText(operation: OperationDefinitionNode, fragments: ReadonlyMap<string, FragmentDefinitionNode>): string {
  const used = new Map<string, FragmentDefinitionNode>();
  const pending = spreadNames(operation);
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (used.has(name)) continue;
    const fragment = fragments.get(name);
    if (!fragment) throw new Error(`react-query-hooks: ${operation.name?.value ?? 'an operation'} spreads the unknown fragment ${name}`);
    used.set(name, fragment);
    pending.push(...spreadNames(fragment));
  }
  // Sorted, so the text does not depend on the order the spreads were found in.
  const ordered = [...used.values()].sort((a, b) => (a.name.value < b.name.value ? -1 : 1));
  const document: DocumentNode = { kind: Kind.DOCUMENT, definitions: [operation, ...ordered] };
  return stripIgnoredCharacters(print(document));
}
