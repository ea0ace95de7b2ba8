import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context';
import { userError } from '../../errors';

/** graphql-js ends an error with its guesses: `Did you mean "name"?`, `Did you mean the enum value "CLICK"?`. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/** Read once per document: Yoga's parser cache hands the same document to every request sending its text. */
const askedForSchema = new WeakMap<DocumentNode, boolean>();

const asksForSchema = (document: DocumentNode) => {
  const known = askedForSchema.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  askedForSchema.set(document, found);
  return found;
};

function withoutSuggestions<E extends Error>(error: E): E | GraphQLError {
  if (!(error instanceof GraphQLError) || !error.message.includes('Did you mean')) return error;
  return new GraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * What the API tells about its own schema. Unless `introspection` (off in production), a query for
 * __schema or __type is refused in the caller's language to visitors and shoppers (an administrator,
 * who may run any operation, may read the schema: their tools and the GraphQL-over-HTTP audits ask
 * for it, and the schema is no secret to them), and no error guesses a field, argument or
 * enum value ("Did you mean …"), in validation or in variables. graphql-armor's suggestion blocker
 * misses the enum-value guesses, hence this plugin.
 */
export function schemaDisclosurePlugin(options: { introspection: boolean }): Plugin {
  if (options.introspection) return {};
  return {
    onValidate() {
      return ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map(withoutSuggestions));
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      // Yoga hands every hook the context our factory built (build-context.ts).
      const context = args.contextValue as unknown as GraphQLContext;
      if (asksForSchema(args.document) && context.adminId == null) {
        setResultAndStopExecution({ errors: [userError(context.lang, 'introspectionDisabled', { code: 'FORBIDDEN' })] });
        return undefined;
      }
      return {
        onExecuteDone({ result, setResult }) {
          if (!(Symbol.asyncIterator in result) && result.errors) setResult({ ...result, errors: result.errors.map(withoutSuggestions) });
        },
      };
    },
  };
}
