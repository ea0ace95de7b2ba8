import { getNamedType, getOperationAST, Kind, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Plugin } from 'graphql-yoga';
import { requiredAccess } from '../access-directives';
import { KEPT_QUERY_FIELDS } from './answer-keys';

/**
 * Whether an operation is a storefront read: a query whose every root field is public and
 * impersonal (what the answer cache keeps), and every field it selects anyone may read. An
 * operation that selects an administrator's field (the admin's forms read through the same root
 * fields) is refused field by field, which the standard executor reports in its own way.
 */
export function isPublicRead(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  if (!operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && KEPT_QUERY_FIELDS.has(selection.name.value))) return false;
  const types = new TypeInfo(schema);
  let everyFieldPublic = true;
  visit(
    document,
    visitWithTypeInfo(types, {
      Field() {
        const parent = types.getParentType();
        const field = types.getFieldDef();
        if (!parent || !field || field.name.startsWith('__')) return;
        if (requiredAccess(schema, field as never, getNamedType(parent).name) !== 'public') everyFieldPublic = false;
      },
    }),
  );
  return everyFieldPublic;
}

/** A document being compiled: its requests run on the standard executor meanwhile. */
const COMPILING = Symbol('compiling');

/** The compiled storefront reads, shared by Yoga's plugin and the direct answers of anonymous GETs (direct-reads.ts). */
export interface CompiledReads {
  /**
   * `document`'s operation compiled, when it is a public read; null while it compiles (the
   * standard executor answers meanwhile) and for any other operation.
   */
  compiledFor(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): CompiledQuery | null;
}

export function createCompiledReads(): CompiledReads {
  // By schema, then document (Yoga's parser cache hands every request sending the same text the same
  // document), then operation name: the compiled query, null when it is not compiled, or COMPILING.
  const compiled = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, CompiledQuery | null | typeof COMPILING>>>();
  return {
    compiledFor(schema, document, operationName) {
      let bySchema = compiled.get(schema);
      if (!bySchema) compiled.set(schema, (bySchema = new WeakMap()));
      let byName = bySchema.get(document);
      if (!byName) bySchema.set(document, (byName = new Map()));
      const name = operationName ?? '';
      const query = byName.get(name);
      if (query !== undefined) return query === COMPILING ? null : query;
      if (!isPublicRead(schema, document, operationName)) {
        byName.set(name, null);
        return null;
      }
      // Compiling a listing takes tens of milliseconds: not in the way of the request that first asks
      // it, which the standard executor answers; the requests after it run compiled.
      byName.set(name, COMPILING);
      const names = byName;
      setImmediate(() => {
        const made = compileQuery(schema, document, operationName ?? undefined);
        names.set(name, isCompiledQuery(made) ? made : null);
      });
      return null;
    },
  };
}

/**
 * The storefront's public reads run compiled (graphql-jit): each document is compiled once into a
 * function that resolves exactly its fields, instead of the executor walking the document again for
 * every answer (a listing's 1,300 fields resolve about three times faster, and its answer's objects
 * serialise faster). The same resolvers run, access checks included, and the answers are the same
 * (tests/server/graphql/compiled-queries.test.ts). Mutations, subscriptions and every other read run on
 * Yoga's own executor, as do a read that selects an administrator's field and a document
 * graphql-jit cannot compile.
 */
export function compiledQueriesPlugin(reads: CompiledReads = createCompiledReads()): Plugin {
  return {
    onExecute({ args, setExecuteFn }) {
      const query = reads.compiledFor(args.schema, args.document, args.operationName);
      if (!query) return;
      setExecuteFn((run) => query.query(run.rootValue, run.contextValue, run.variableValues ?? {}) as ExecutionResult | Promise<ExecutionResult>);
    },
  };
}
