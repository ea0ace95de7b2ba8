// An ESLint plugin of one rule, `no-import-circle`: no file of the given folders reaches itself again
// through their imports. Type-only imports, export-froms and import() count: each file's imports are
// read with the TypeScript compiler's own pre-processor, as the compiler sees them. The file being
// linted is read from the editor's text, the others from disk (kept until their modification time changes).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** When a file was last written, or null when there is no such file. */
function modifiedAt(file) {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats.mtimeMs : null;
  } catch {
    return null;
  }
}

/** The file a relative import names (`x` → x.ts, x.tsx or x/index.ts), or null for a package or anything else. */
function fileOf(importer, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(importer), specifier);
  return CANDIDATES.map((ending) => base + ending).find((file) => /\.tsx?$/.test(file) && modifiedAt(file) !== null) ?? null;
}

/** Each import of a file's text: the file it names (or null) and where its name stands. */
const importsOf = (file, text) =>
  ts.preProcessFile(text, true, true).importedFiles.map(({ fileName, pos, end }) => ({ target: fileOf(file, fileName), pos, end }));

const read = new Map();
function importedFilesOf(file) {
  const at = modifiedAt(file);
  const known = read.get(file);
  if (known?.at === at) return known.targets;
  const targets = at === null ? [] : importsOf(file, readFileSync(file, 'utf8')).flatMap(({ target }) => (target ? [target] : []));
  read.set(file, { at, targets });
  return targets;
}

/** The files from `start` back to `home` through the imports of files in scope, or null when none leads back. */
function wayBack(start, home, inScope) {
  const seen = new Set();
  const stack = [[start]];
  while (stack.length > 0) {
    const trail = stack.pop();
    const file = trail.at(-1);
    if (file === home) return trail;
    if (seen.has(file) || !inScope(file)) continue;
    seen.add(file);
    for (const next of importedFilesOf(file)) stack.push([...trail, next]);
  }
  return null;
}

const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import circle among the files of the given folders.' },
    schema: [{ type: 'object', properties: { within: { type: 'array', items: { type: 'string' } } }, required: ['within'], additionalProperties: false }],
    messages: { circle: 'This import closes an import circle: {{circle}}.' },
  },
  create(context) {
    const folders = context.options[0].within.map((folder) => path.resolve(context.cwd, folder) + path.sep);
    const inScope = (file) => folders.some((folder) => file.startsWith(folder));
    const home = context.filename;
    if (!inScope(home)) return {};
    const { sourceCode } = context;
    return {
      Program() {
        for (const { target, pos, end } of importsOf(home, sourceCode.text)) {
          const trail = target && inScope(target) ? wayBack(target, home, inScope) : null;
          if (!trail) continue;
          const circle = [home, ...trail].map((file) => path.relative(context.cwd, file)).join(' → ');
          context.report({ loc: { start: sourceCode.getLocFromIndex(pos), end: sourceCode.getLocFromIndex(end) }, messageId: 'circle', data: { circle } });
        }
      },
    };
  },
};

export default { meta: { name: 'import-circles' }, rules: { 'no-import-circle': noImportCircle } };
