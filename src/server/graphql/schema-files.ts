import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectPath } from '../project-root';

/** The contract's folder: schema/ at the repository root. */
export const SCHEMA_DIR = projectPath('schema');

/** The type definitions of schema/*.graphql, one string per domain file, in name order. */
export function loadSchemaTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}
