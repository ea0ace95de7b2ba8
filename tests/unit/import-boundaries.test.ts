/**
 * The layout's arrows (DESIGN.md): fixtures/ imports only src/shared/ (and Node's built-ins); nothing
 * in src/ imports fixtures/ except the demo seed (src/server/demo/); nothing in src/ imports the
 * mock server or the tests; src/shared/ imports only itself and generated/; a server module
 * (src/server/modules/<domain>/) reaches another only through its index.ts; src/server/ has no
 * circle. Every import, export-from and dynamic import() of every TypeScript file is read with the
 * compiler's own pre-processor and resolved against the tree.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every .ts and .tsx file under `folder`, as a path from the repository's root. */
function sourceFiles(folder: string): string[] {
  const entries = readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

interface Import {
  file: string;
  specifier: string;
  /** The import's target as a path from the root, or null for a package or a built-in. */
  target: string | null;
}

function importsOf(file: string): Import[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(path.join(ROOT, file), 'utf8'), true, true);
  return importedFiles.map(({ fileName: specifier }) => ({
    file,
    specifier,
    target: specifier.startsWith('.') ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)) : null,
  }));
}

/** The file an import's target names (`x` → x.ts, x.tsx or x/index.ts), or null. */
function fileOf(target: string | null): string | null {
  if (target == null) return null;
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`];
  return candidates.find((candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) ?? null;
}

/** The import circles among `files`: each as the files of one loop, in import order. */
function circlesAmong(imports: readonly Import[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const entry of imports) {
    const target = fileOf(entry.target);
    if (target) edges.set(entry.file, [...(edges.get(entry.file) ?? []), target]);
  }
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) return void circles.push(trail.slice(at));
    if (done.has(file)) return;
    for (const next of edges.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of edges.keys()) visit(file, []);
  return circles;
}

const under = (target: string | null, folder: string) => target != null && (target === folder || target.startsWith(`${folder}/`));
const describeImport = ({ file, specifier }: Import) => `${file} imports ${specifier}`;

describe('import boundaries', () => {
  const fixtureImports = sourceFiles('fixtures').flatMap(importsOf);
  const srcImports = sourceFiles('src').flatMap(importsOf);

  test('the tree is read: fixtures and src have files with imports', () => {
    expect(fixtureImports.length).toBeGreaterThan(20);
    expect(srcImports.length).toBeGreaterThan(500);
  });

  test('fixtures/ imports only src/shared/, fixtures/ and Node built-ins', () => {
    const outside = fixtureImports.filter(
      (entry) => !(entry.specifier.startsWith('node:') || under(entry.target, 'fixtures') || under(entry.target, 'src/shared')),
    );
    expect(outside.map(describeImport)).toEqual([]);
  });

  test('nothing in src/ but the demo seed (src/server/demo/) imports fixtures/', () => {
    const readers = srcImports.filter((entry) => under(entry.target, 'fixtures') && !entry.file.startsWith('src/server/demo/'));
    expect(readers.map(describeImport)).toEqual([]);
  });

  test('nothing in src/ imports the tests', () => {
    const tools = srcImports.filter((entry) => under(entry.target, 'tests'));
    expect(tools.map(describeImport)).toEqual([]);
  });

  test('the demo data and its seed import no circle (type-only imports included)', () => {
    const demoImports = [...fixtureImports, ...srcImports.filter((entry) => entry.file.startsWith('src/server/demo/'))];
    expect(circlesAmong(demoImports).map((circle) => circle.join(' → '))).toEqual([]);
  });

  test('a server module imports another module only through its public entry (src/server/modules/<domain>/index.ts)', () => {
    const moduleOf = (file: string | null) => /^src\/server\/modules\/([^/]+)\//.exec(file ?? '')?.[1] ?? null;
    const inner = srcImports.filter((entry) => {
      const [from, target] = [moduleOf(entry.file), fileOf(entry.target)];
      const to = moduleOf(target);
      return from != null && to != null && from !== to && target !== `src/server/modules/${to}/index.ts`;
    });
    expect(inner.map(describeImport)).toEqual([]);
  });

  test('src/server/ imports no circle (type-only imports included)', () => {
    const server = srcImports.filter((entry) => entry.file.startsWith('src/server/'));
    expect(circlesAmong(server).map((circle) => circle.join(' → '))).toEqual([]);
  });

  test('src/shared/ imports only itself and the generated contract: it runs in the browser and on the server', () => {
    const shared = srcImports.filter(
      (entry) => entry.file.startsWith('src/shared/') && !under(entry.target, 'src/shared') && !under(entry.target, 'generated'),
    );
    expect(shared.map(describeImport)).toEqual([]);
  });
});
