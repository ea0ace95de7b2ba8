/**
 * A migration file's statements, one by one: PGlite's query protocol takes one statement at a
 * time. Semicolons inside quotes, dollar-quoted bodies and comments do not split.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let current = '';
  let index = 0;
  while (index < script.length) {
    const rest = script.slice(index);
    const skip =
      rest.match(/^--[^\n]*/)?.[0] ??
      rest.match(/^\/\*[\s\S]*?\*\//)?.[0] ??
      rest.match(/^'(?:[^']|'')*'/)?.[0] ??
      rest.match(/^"(?:[^"]|"")*"/)?.[0] ??
      dollarQuoted(rest);
    if (skip) {
      current += skip;
      index += skip.length;
      continue;
    }
    const char = script[index]!;
    if (char === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
    } else {
      current += char;
    }
    index += 1;
  }
  if (current.trim()) statements.push(current.trim());
  return statements.filter((statement) => statement.replace(/--[^\n]*/g, '').trim());
}

function dollarQuoted(text: string): string | undefined {
  const tag = text.match(/^\$[A-Za-z_]*\$/)?.[0];
  if (!tag) return undefined;
  const end = text.indexOf(tag, tag.length);
  return end === -1 ? text : text.slice(0, end + tag.length);
}
