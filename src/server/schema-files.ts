import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The contract's folder: schema/ at the repository root. */
export const SCHEMA_DIR = fileURLToPath(new URL('../../schema/', import.meta.url));

/** The type definitions of schema/*.graphql, one string per domain file, in name order. */
export function loadSchemaTypeDefs(dir = SCHEMA_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(dir + file, 'utf8'));
}
