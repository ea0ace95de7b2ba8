import { validate } from 'graphql';
import { describe, expect, test } from 'vitest';
import { loadOperationFiles, loadOperations } from './support/operations';
import { loadSchema } from './support/schema';

const files = loadOperationFiles();
const operations = loadOperations(files);
const named = operations.filter((operation) => operation.name !== undefined);

describe('operations/*.graphql', () => {
  test('holds operations', () => {
    expect(operations.length, 'operations/ holds no operations').toBeGreaterThan(0);
  });

  test.each(files.map((file) => [file.path, file] as const))('%s parses', (_, file) => {
    expect(file.error?.message, `${file.path} does not parse`).toBeUndefined();
  });

  test('every operation is named', () => {
    const anonymous = operations.filter((operation) => operation.name === undefined);
    expect(anonymous.map((operation) => `anonymous ${operation.type} in ${operation.path}`)).toEqual([]);
  });

  test('operation names are unique across files', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { name, path } of named) {
      const earlier = seen.get(name!);
      if (earlier) duplicates.push(`${name} in ${earlier} and ${path}`);
      else seen.set(name!, path);
    }
    expect(duplicates).toEqual([]);
  });

  test.each(named.map((operation) => [operation.name, operation.path, operation] as const))(
    '%s (%s) validates against schema/*.graphql',
    (_, __, operation) => {
      const errors = validate(loadSchema(), operation.document).map((error) => error.message);
      expect(errors).toEqual([]);
    },
  );
});
