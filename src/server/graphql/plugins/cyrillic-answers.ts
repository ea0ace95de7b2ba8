/**
 * The Yoga side of Cyrillic answers (../cyrillic-answers.ts): a Serbian request with `Script: Cyrl`
 * runs as any other, and its result is transliterated inside the execute function, so the answer
 * cache keeps it already in Cyrillic under its reading's key and a kept answer is never converted
 * twice. Brand names stay as the brands write them, and the shop's own spellings stand.
 * (modules/cyrillic).
 */
import type { Plugin } from 'graphql-yoga';
import type { ExecutionResult } from 'graphql';
import type { GraphQLContext } from '../../context';
import type { CyrillicDictionary } from '../../modules/cyrillic';
import { cyrillicAnswer } from '../cyrillic-answers';

const isIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

export function cyrillicAnswersPlugin(dictionary: CyrillicDictionary): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const context = args.contextValue as unknown as GraphQLContext;
      if (context.lang !== 0 || context.script !== 'Cyrl') return;
      setExecuteFn(async (executeArgs) => {
        const [result, options] = await Promise.all([executeFn(executeArgs), dictionary()]);
        if (isIterable(result)) return result;
        return cyrillicAnswer(executeArgs.schema, executeArgs.document, executeArgs.operationName, executeArgs.variableValues ?? undefined, result as ExecutionResult, options);
      });
    },
  };
}
