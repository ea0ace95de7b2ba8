/**
 * docs/configuration.md lists every environment variable the server reads, each in a table row with
 * its default and meaning. The names come from the code of src/server/config.ts, read with the
 * compiler's parser (comments do not count), and from the project's files it hands its environment
 * to, so a variable added to the configuration without a row in the doc fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, test } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CONFIG = 'src/server/config.ts';
const DOC = 'docs/configuration.md';
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true);
}

function everyNode(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  node.forEachChild((child) => everyNode(child, visit));
}

/** `env` or `process.env`: the configuration's names for the environment. */
function isEnvironment(node: ts.Node): boolean {
  if (ts.isIdentifier(node)) return node.text === 'env';
  return ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isIdentifier(node.expression) && node.expression.text === 'process';
}

/** The name a function is called by: its own, or that of the variable holding it. */
function nameOf(fn: ts.SignatureDeclaration): string | null {
  if (ts.isFunctionDeclaration(fn)) return fn.name?.text ?? null;
  return ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name) ? fn.parent.name.text : null;
}

/** Helpers such as `url(name)` that read `env[name]`: their names and which argument names the variable. */
function readersIn(source: ts.SourceFile): Map<string, number> {
  const readers = new Map<string, number>();
  everyNode(source, (node) => {
    if (!ts.isFunctionDeclaration(node) && !ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return;
    const name = nameOf(node);
    node.parameters.forEach((parameter, index) => {
      if (!name || !ts.isIdentifier(parameter.name)) return;
      const parameterName = parameter.name.text;
      everyNode(node, (inner) => {
        if (ts.isElementAccessExpression(inner) && isEnvironment(inner.expression) && ts.isIdentifier(inner.argumentExpression) && inner.argumentExpression.text === parameterName) {
          readers.set(name, index);
        }
      });
    });
  });
  return readers;
}

/** The project file a relative import names, or null for a package. */
function importedFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.join(path.posix.dirname(from), specifier);
  return [`${target}.ts`, `${target}/index.ts`, target].find((candidate) => existsSync(path.join(ROOT, candidate))) ?? null;
}

/** The variables `file` reads, and those of the project files it passes its environment to. */
function variablesReadBy(file: string, seen = new Set<string>()): Set<string> {
  const variables = new Set<string>();
  if (seen.has(file)) return variables;
  seen.add(file);
  const source = parse(file);
  const readers = readersIn(source);
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = importedFile(file, statement.moduleSpecifier.text);
    const bindings = statement.importClause?.namedBindings;
    if (target && bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) imported.set(element.name.text, target);
  }
  everyNode(source, (node) => {
    if (ts.isPropertyAccessExpression(node) && isEnvironment(node.expression) && VARIABLE.test(node.name.text)) variables.add(node.name.text);
    if (ts.isElementAccessExpression(node) && isEnvironment(node.expression) && ts.isStringLiteral(node.argumentExpression)) variables.add(node.argumentExpression.text);
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return;
    const index = readers.get(node.expression.text);
    const argument = index === undefined ? undefined : node.arguments[index];
    if (argument && ts.isStringLiteral(argument)) variables.add(argument.text);
    const delegate = imported.get(node.expression.text);
    if (delegate && node.arguments.some(isEnvironment)) for (const name of variablesReadBy(delegate, seen)) variables.add(name);
  });
  return variables;
}

/** Variables named in the first cell of a table row whose default and meaning cells are filled. */
function documentedVariables(): Set<string> {
  const documented = new Set<string>();
  for (const line of readFileSync(path.join(ROOT, DOC), 'utf8').split('\n')) {
    const cells = line.trim().startsWith('|') ? line.split('|').slice(1, -1).map((cell) => cell.trim()) : [];
    if (cells.length < 3 || !cells[1] || !cells[2]) continue;
    for (const match of cells[0]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) documented.add(match[1]!);
  }
  return documented;
}

describe(`${DOC} documents the configuration`, () => {
  const read = variablesReadBy(CONFIG);

  test(`every variable ${CONFIG} reads has a row with its default and meaning`, () => {
    const documented = documentedVariables();
    expect([...read].filter((name) => !documented.has(name)).sort(), `variables read by ${CONFIG} but missing from ${DOC}`).toEqual([]);
  });

  test('the reader sees every variable name the configuration spells out', () => {
    const literals = new Set<string>();
    everyNode(parse(CONFIG), (node) => {
      if (ts.isStringLiteral(node) && VARIABLE.test(node.text) && node.text.includes('_')) literals.add(node.text);
    });
    expect([...literals].filter((name) => !read.has(name)), 'names in quotes the reader did not find being read').toEqual([]);
    expect(read.size).toBeGreaterThan(20);
  });
});
