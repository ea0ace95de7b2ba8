/**
 * A codegen preset writing one file per operation into its output folder (`generated/operations/`):
 * it runs the output's plugins once per operation, with the operation's name as `operation` in their
 * config and every document beside it (for the fragments the operation spreads).
 */
import { join } from 'node:path';
import type { Types } from '@graphql-codegen/plugin-helpers';
import { collectOperations } from './react-query-hooks';

export const operationModulesPreset: Types.OutputPreset = {
  buildGeneratesSection(options) {
    return collectOperations(options.documents).map((operation) => ({
      filename: join(options.baseOutputDir, `${operation.name}.ts`),
      plugins: options.plugins,
      pluginMap: options.pluginMap,
      pluginContext: options.pluginContext,
      schema: options.schema,
      schemaAst: options.schemaAst,
      documents: options.documents,
      documentTransforms: options.documentTransforms,
      profiler: options.profiler,
      cache: options.cache,
      config: { ...options.config, operation: operation.name },
    }));
  },
};
