import {
  buildASTSchema,
  concatAST,
  parse,
  type ConstDirectiveNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { readGraphQLFiles } from './files';

export const ACCESS_DIRECTIVES = ['public', 'user', 'admin'] as const;
export type Access = (typeof ACCESS_DIRECTIVES)[number];

let cached: GraphQLSchema | undefined;

/** The schema merged from schema/*.graphql (one file per domain, `extend type` across files). */
export function loadSchema(): GraphQLSchema {
  if (!cached) {
    const files = readGraphQLFiles('schema');
    if (files.length === 0) throw new Error('schema/ holds no .graphql files');
    const documents = files.map((file) => parse(file.text, { noLocation: false }));
    cached = buildASTSchema(concatAST(documents));
  }
  return cached;
}

function directiveNames(nodes: readonly ConstDirectiveNode[] | undefined): string[] {
  return (nodes ?? []).map((directive) => directive.name.value);
}

/** Directive names written on a field definition. */
export function fieldDirectives(field: GraphQLField<unknown, unknown>): string[] {
  return directiveNames(field.astNode?.directives);
}

/** Directive names written on a type, its definition and every `extend type` of it. */
export function typeDirectives(type: GraphQLNamedType): string[] {
  const nodes = [type.astNode, ...(type.extensionASTNodes ?? [])];
  return nodes.flatMap((node) => directiveNames(node?.directives));
}

/** The access directives (public, user, admin) among the given directive names. */
export function accessOf(directives: string[]): Access[] {
  return directives.filter((name): name is Access => (ACCESS_DIRECTIVES as readonly string[]).includes(name));
}
