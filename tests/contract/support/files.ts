import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file sits in tests/contract/support/). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes: `operations/catalog.graphql`. */
  path: string;
  text: string;
}

/** Every `.graphql` file under `dir` (relative to the root), sorted by path; none when it is missing. */
export function readGraphQLFiles(dir: string): SourceFile[] {
  const absolute = join(ROOT, dir);
  let names: string[];
  try {
    names = readdirSync(absolute, { recursive: true, encoding: 'utf8' });
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith('.graphql'))
    .map((name) => join(absolute, name))
    .map((file) => ({
      path: relative(ROOT, file).split('\\').join('/'),
      text: readFileSync(file, 'utf8'),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
