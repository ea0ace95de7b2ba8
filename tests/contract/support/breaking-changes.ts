/**
 * What a schema change breaks for a client already in use (issue 26, item 4), as GraphQL Inspector
 * judges it: a removed field, argument, enum value or type, a type changed, an argument made
 * required … A removal is allowed when the removed thing was deprecated in the schema before (a
 * client was warned) and CHANGELOG.md names it (`Type.field`); any other breaking change never is:
 * add the new thing beside the old one instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';

export interface SchemaVersion {
  /** A commit, or "the working tree". */
  label: string;
  sdl: string;
}

export interface Refusal {
  from: string;
  to: string;
  path: string;
  message: string;
  why: string;
}

/** Whether the thing at `path` (Type, Type.field, Type.field.argument, Enum.VALUE) carries @deprecated in `schema`. */
export function deprecatedIn(schema: GraphQLSchema, path: string): boolean {
  const [typeName, member, argument] = path.split('.');
  const type = schema.getType(typeName ?? '');
  if (!type || !member) return false;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason != null;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (!argument) return field.deprecationReason != null;
    return field.args.find((each) => each.name === argument)?.deprecationReason != null;
  }
  return false;
}

const REMOVALS = new Set(['FIELD_REMOVED', 'ENUM_VALUE_REMOVED', 'FIELD_ARGUMENT_REMOVED', 'INPUT_FIELD_REMOVED']);

/** The breaking changes from `older` to `newer` that the rule above does not allow. */
export async function refusedChanges(older: SchemaVersion, newer: SchemaVersion, changelog: string): Promise<Refusal[]> {
  const [before, after] = [buildSchema(older.sdl), buildSchema(newer.sdl)];
  const changes: Change[] = await diff(before, after);
  return changes
    .filter((change) => change.criticality.level === CriticalityLevel.Breaking)
    .flatMap((change) => {
      const path = change.path ?? '';
      const refusal = (why: string) => [{ from: older.label, to: newer.label, path, message: change.message, why }];
      if (!REMOVALS.has(change.type)) return refusal('a breaking change of this kind is never allowed: add the new field or argument beside the old one');
      if (!deprecatedIn(before, path)) return refusal('removed without being deprecated first (@deprecated)');
      if (!changelog.includes(`\`${path}\``)) return refusal(`deprecated, but CHANGELOG.md does not name \`${path}\` as removed`);
      return [];
    });
}

const git = (root: string, args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();

/**
 * The merged schema (generated/schema.graphql) at `since`, at every later commit that changed it,
 * and in the working tree. `since` missing from the history (a shallow clone) leaves the last
 * commit and the working tree.
 */
export function schemaVersionsSince(root: string, since: string): SchemaVersion[] {
  const file = 'generated/schema.graphql';
  const at = (commit: string) => ({ label: commit.slice(0, 10), sdl: git(root, ['show', `${commit}:${file}`]) });
  const working = { label: 'the working tree', sdl: readFileSync(join(root, file), 'utf8') };
  let known = true;
  try {
    git(root, ['cat-file', '-e', `${since}^{commit}`]);
  } catch {
    known = false;
  }
  if (!known) return existsSync(join(root, '.git')) ? [at('HEAD'), working] : [working];
  // Main's own line: a merged branch is one step, so its commits are never compared with main's of the same afternoon.
  const commits = git(root, ['rev-list', '--reverse', '--first-parent', `${since}..HEAD`, '--', file]).split('\n').filter(Boolean);
  return [at(since), ...commits.map(at), working];
}
