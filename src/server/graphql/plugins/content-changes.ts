import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../context';

/**
 * An administrator's write answers only once this instance has heard it from the database
 * (database-writes.ts), so the page the administrator opens next is the new one. Only what the write
 * touched is stale (write-tags.ts); a refused or failed write changed nothing and waits for nothing.
 * A shopper's order is not awaited: what it changes (a quantity shown) is heard within milliseconds,
 * and the order screen it leads to is never kept.
 */
export function contentChangesPlugin(version: { heard(): Promise<void> }): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return undefined;
      if ((args.contextValue as unknown as GraphQLContext).adminId == null) return undefined;
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          if (Object.values(result.data ?? {}).some((value) => value != null)) await version.heard();
        },
      };
    },
  };
}
