import { collectSubFields } from '@graphql-tools/utils';
import { getNamedType, isObjectType, type FieldNode, type GraphQLResolveInfo } from 'graphql';

/**
 * What the request selects of a field's answer, by field name, through fragments, aliases and
 * @skip/@include as the executor itself reads them: `selects('paginatorInfo.total')`. A resolver
 * asks it before an expensive part (a count, a facet), so an answer nobody reads costs no query.
 */
export interface Selection {
  selects(path: string): boolean;
}

export function selectionOf(info: GraphQLResolveInfo): Selection {
  const memo = new Map<string, boolean>();
  // graphql-tools reads @skip/@include through graphql 17's shape of the variables; graphql 16 gives the plain values.
  const variables = { coerced: info.variableValues, sources: {} };
  const fieldsUnder = (type: unknown, nodes: FieldNode[]): Map<string, FieldNode[]> => {
    const named = getNamedType(type as never);
    if (!isObjectType(named)) return new Map();
    const { fields } = collectSubFields(info.schema, info.fragments, variables, named, nodes);
    // Keyed by response key (an alias); regrouped by field name, which is what a resolver cares about.
    const byName = new Map<string, FieldNode[]>();
    for (const group of fields.values()) for (const node of group) byName.set(node.name.value, [...(byName.get(node.name.value) ?? []), node]);
    return byName;
  };
  // The fields under each path prefix, read once however many paths below it are asked about.
  const under = new Map<string, Map<string, FieldNode[]>>();
  const fieldsAt = (prefix: string, type: unknown, nodes: FieldNode[]) => {
    let fields = under.get(prefix);
    if (!fields) under.set(prefix, (fields = fieldsUnder(type, nodes)));
    return fields;
  };
  return {
    selects(path) {
      const known = memo.get(path);
      if (known !== undefined) return known;
      let type: unknown = info.returnType;
      let nodes: FieldNode[] = [...info.fieldNodes];
      let found = true;
      let prefix = '';
      for (const name of path.split('.')) {
        const named = getNamedType(type as never);
        const children = fieldsAt(prefix, type, nodes).get(name);
        prefix = prefix ? `${prefix}.${name}` : name;
        if (!children || !isObjectType(named)) {
          found = false;
          break;
        }
        type = named.getFields()[name]?.type;
        nodes = children;
      }
      memo.set(path, found);
      return found;
    },
  };
}

/** Selects everything: for callers outside a GraphQL request (tests, scripts). */
export const EVERYTHING: Selection = { selects: () => true };
