/// <reference types="vite/client" />
/**
 * Every examples module of this folder (tests/contract/examples/<domain>.ts) merged into one record.
 * Each module exports `examples`; an operation may have only one example.
 */
import type { OperationExamples } from './types';

interface ExamplesModule {
  examples?: OperationExamples;
}

export function mergeExamples(modules: Record<string, ExamplesModule>): {
  examples: OperationExamples;
  /** Operation name to the module that defines its example (`./catalog.ts`). */
  sources: Record<string, string>;
} {
  const examples: OperationExamples = {};
  const sources: Record<string, string> = {};
  for (const [file, module] of Object.entries(modules).sort(([a], [b]) => a.localeCompare(b))) {
    if (!module.examples) throw new Error(`${file} must export \`examples\` (OperationExamples from ./types)`);
    for (const [operation, example] of Object.entries(module.examples)) {
      const earlier = sources[operation];
      if (earlier) throw new Error(`${operation} has examples in both ${earlier} and ${file}; keep one`);
      examples[operation] = example;
      sources[operation] = file;
    }
  }
  return { examples, sources };
}

const modules = import.meta.glob<ExamplesModule>(['./*.ts', '!./index.ts', '!./types.ts'], { eager: true });

export const { examples, sources: exampleSources } = mergeExamples(modules);
