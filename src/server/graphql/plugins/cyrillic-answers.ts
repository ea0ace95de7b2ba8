/**
 * The Yoga side of Cyrillic answers (../cyrillic-answers.ts): a Serbian request with `Script: Cyrl`
 * runs as any other, and its result is transliterated inside the execute function, so the answer
 * cache keeps it already in Cyrillic under its reading's key and a kept answer is never converted
 * twice. Brand names stay as the brands write them.
 */
import type { Plugin } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { Db } from '../../db/database';
import { cyrillicAnswer } from '../cyrillic-answers';

/** How long the brand names read for one Cyrillic answer serve the next ones. */
const BRAND_NAMES_MS = 30_000;

/** The shop's brand names (Serbian), read at most every BRAND_NAMES_MS. */
export function brandNamesOf(db: Db): () => Promise<readonly string[]> {
  let read: { at: number; names: Promise<readonly string[]> } | null = null;
  return () => {
    if (!read || Date.now() - read.at > BRAND_NAMES_MS) {
      const names = db
        .selectFrom('brands')
        .select('names')
        .execute()
        .then((rows) => rows.map((row) => row.names[0] ?? '').filter(Boolean));
      read = { at: Date.now(), names };
      names.catch(() => (read = null));
    }
    return read.names;
  };
}

const isIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

export function cyrillicAnswersPlugin(brandNames: () => Promise<readonly string[]>): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as unknown as GraphQLContext;
      if (context.lang !== 0 || context.script !== 'Cyrl') return;
      setExecuteFn(async (executeArgs) => {
        const [result, keep] = await Promise.all([executeFn(executeArgs), brandNames()]);
        if (isIterable(result)) return result;
        return cyrillicAnswer(executeArgs.schema, executeArgs.document, executeArgs.operationName, executeArgs.variableValues ?? undefined, result as ExecutionResult, { keep });
      });
    },
  };
}
