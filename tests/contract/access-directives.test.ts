/**
 * Who may call what is written in the schema: @public, @user or @admin on every root field, @admin on
 * every admin-only field of a public type and on every type only administrators can reach.
 */
import {
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { accessOf, fieldDirectives, loadSchema, typeDirectives } from './support/schema';

const schema = loadSchema();
const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(
  (type): type is GraphQLObjectType => type !== undefined && type !== null,
);
const rootNames = new Set(roots.map((root) => root.name));
const rootFields = roots.flatMap((root) => Object.values(root.getFields()).map((field) => ({ root, field })));

type Field = GraphQLField<unknown, unknown>;
const isAdminField = (field: Field): boolean => fieldDirectives(field).includes('admin');
const isAdminType = (type: GraphQLNamedType): boolean => typeDirectives(type).includes('admin');

/** Counters only administrators see. */
const ADMIN_COUNTERS = ['products_views', 'wishlist_added', 'views', 'clicks'];
/**
 * The admin's per-language lists, by the translated field they sit beside. A list is admin-only where
 * its translated field is present (a filter's public `values` in a listing has no `value` beside it).
 */
const PER_LANGUAGE_LISTS: Record<string, string> = {
  names: 'name',
  slugs: 'slug',
  descriptions: 'description',
  seo_titles: 'seo_title',
  seo_keywords_list: 'seo_keywords',
  seo_descriptions: 'seo_description',
  values: 'value',
  titles: 'title',
  contents: 'content',
  short_descriptions: 'short_description',
};

function isAdminOnlyByName(field: Field, fields: Record<string, Field>): boolean {
  if (ADMIN_COUNTERS.includes(field.name)) return true;
  const translated = PER_LANGUAGE_LISTS[field.name];
  return translated !== undefined && translated in fields;
}

/** The named types a field leads to: its type, and an abstract type's possible object types. */
function typesBehind(field: Field): GraphQLNamedType[] {
  const type = getNamedType(field.type);
  if (isInterfaceType(type) || isUnionType(type)) return [type, ...schema.getPossibleTypes(type)];
  return [type];
}

/**
 * The types reachable from the given root fields. A non-administrator's walk stops at @admin fields
 * and @admin types (they cannot read past them); an administrator's follows everything.
 */
function reachable(fields: Field[], asAdmin: boolean): Set<GraphQLNamedType> {
  const seen = new Set<GraphQLNamedType>();
  const pending = fields.flatMap(typesBehind);
  for (let type = pending.pop(); type !== undefined; type = pending.pop()) {
    if (seen.has(type) || rootNames.has(type.name)) continue;
    seen.add(type);
    if (!asAdmin && isAdminType(type)) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      const next = Object.values(type.getFields()).filter((field) => asAdmin || !isAdminField(field));
      pending.push(...next.flatMap(typesBehind));
    }
  }
  return seen;
}

const adminRootFields = rootFields.filter(({ field }) => accessOf(fieldDirectives(field)).includes('admin'));
const otherRootFields = rootFields.filter(({ field }) => !accessOf(fieldDirectives(field)).includes('admin'));
const byVisitorsOrUsers = reachable(
  otherRootFields.map(({ field }) => field),
  false,
);
const byAdministrators = reachable(
  adminRootFields.map(({ field }) => field),
  true,
);
// Types behind @admin fields of public types are read by administrators only, too.
for (const type of byVisitorsOrUsers) {
  if (!isObjectType(type) || isAdminType(type)) continue;
  const adminFields = Object.values(type.getFields()).filter(isAdminField);
  for (const reached of reachable(adminFields, true)) byAdministrators.add(reached);
}

describe('access directives', () => {
  test('the schema has root fields', () => {
    expect(rootFields.length).toBeGreaterThan(0);
  });

  test('every root field carries exactly one of @public, @user, @admin', () => {
    const offending = rootFields
      .map(({ root, field }) => ({ name: `${root.name}.${field.name}`, access: accessOf(fieldDirectives(field)) }))
      .filter(({ access }) => access.length !== 1)
      .map(({ name, access }) => `${name} (${access.length ? access.map((a) => `@${a}`).join(' ') : 'none'})`);
    expect(offending, 'root fields without exactly one access directive').toEqual([]);
  });

  test('admin-only fields of non-admin types carry @admin', () => {
    const offending = Object.values(schema.getTypeMap())
      .filter((type) => isObjectType(type) || isInterfaceType(type))
      .filter((type) => !type.name.startsWith('__') && !rootNames.has(type.name) && !isAdminType(type))
      .flatMap((type) => {
        const fields = (type as GraphQLObjectType).getFields();
        return Object.values(fields)
          .filter((field) => isAdminOnlyByName(field, fields) && !isAdminField(field))
          .map((field) => `${type.name}.${field.name}`);
      });
    expect(offending, 'per-language lists and counters without @admin').toEqual([]);
  });

  test('object types only administrators can reach carry @admin', () => {
    const offending = [...byAdministrators]
      .filter((type) => isObjectType(type) && !byVisitorsOrUsers.has(type) && !isAdminType(type))
      .map((type) => type.name)
      .sort();
    expect(offending, 'types reached only through @admin root fields or @admin fields').toEqual([]);
  });

  test('@admin types are not reachable through @public or @user fields', () => {
    const offending: string[] = [];
    for (const type of byVisitorsOrUsers) {
      if (!(isObjectType(type) || isInterfaceType(type)) || isAdminType(type)) continue;
      for (const field of Object.values(type.getFields())) {
        if (isAdminField(field)) continue;
        const admin = typesBehind(field).filter((behind) => isObjectType(behind) && isAdminType(behind));
        offending.push(...admin.map((behind) => `${type.name}.${field.name} -> ${behind.name}`));
      }
    }
    for (const { root, field } of otherRootFields) {
      const admin = typesBehind(field).filter((behind) => isObjectType(behind) && isAdminType(behind));
      offending.push(...admin.map((behind) => `${root.name}.${field.name} -> ${behind.name}`));
    }
    expect(offending, 'non-admin fields returning @admin types (mark the field @admin)').toEqual([]);
  });
});
