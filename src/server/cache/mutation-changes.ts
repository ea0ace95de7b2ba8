import { getOperationAST, Kind } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import type { ContentVersion } from './content-version';

/**
 * Mutations anyone may call that change what a storefront page shows: an order takes stock (a
 * product's "in stock" and how many fit in the cart). The others anyone may call (sign-in, views,
 * wishlist counts, newsletter, contact) change nothing a shopper sees on a page.
 */
const PUBLIC_WRITES = new Set(['createOrder']);

/**
 * Moves the content version after every mutation that changed what shoppers see: every mutation an
 * administrator makes (the catalogue, CMS, settings, translations, files, order statuses that give
 * stock back; signing out too, which is harmless), and an order placed by anyone. Only when a root
 * field answered: a refused or failed write changed nothing and drops no cache, so a stranger's
 * failing requests cannot empty it. It runs after the write committed and before the answer goes,
 * so the page the administrator opens next is the new one, on every instance.
 */
export function contentChangesPlugin(version: ContentVersion): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return undefined;
      const isAdmin = (args.contextValue as unknown as GraphQLContext).adminId != null;
      // Response keys (aliases) of the root fields whose write changes pages.
      const changing = operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD && (isAdmin || PUBLIC_WRITES.has(selection.name.value)) ? [selection.alias?.value ?? selection.name.value] : [],
      );
      if (changing.length === 0) return undefined;
      return {
        async onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result) return;
          if (changing.some((key) => result.data?.[key] != null)) await version.changed();
        },
      };
    },
  };
}
