import { readFileSync } from 'node:fs';
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { fieldLabelOf } from '../../../../src/shared/i18n/field-labels';

const schema = buildSchema(readFileSync(new URL('../../../../generated/schema.graphql', import.meta.url), 'utf8'));
/** The kinds of value a bound can refuse (GraphQL itself refuses a wrong Boolean or enum). */
const BOUNDED = new Set(['String', 'Int', 'Float', 'Date', 'DateTime', 'Upload', 'ID']);
/** What the apps send by themselves, never typed into a form: a refusal of these is the app's fault, not the user's. */
const NOT_IN_FORMS = new Set(['id', 'ids', 'banner_id', 'token', 'idempotency_key', 'campaign', 'session', 'timestamp', 'sendLiveMessage.type', 'uploadStorage.bucket']);

/** Every bounded argument and input field a mutation takes, as `rootField` and the path's last part. */
function boundedInputs(): { rootField: string; name: string }[] {
  const found: { rootField: string; name: string }[] = [];
  const visit = (rootField: string, name: string, type: GraphQLInputType, seen: Set<string>) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.has(named.name)) return;
      seen.add(named.name);
      for (const field of Object.values(named.getFields())) visit(rootField, field.name, field.type, seen);
    } else if (BOUNDED.has(named.name)) found.push({ rootField, name });
  };
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    for (const arg of field.args) visit(field.name, arg.name, arg.type, new Set());
  }
  return found;
}

describe('field labels of refusals', () => {
  it('names every bounded mutation argument with a label in both languages, never its argument name', () => {
    const filled = boundedInputs().filter(({ rootField, name }) => !NOT_IN_FORMS.has(name) && !NOT_IN_FORMS.has(`${rootField}.${name}`));
    const unnamed = filled.filter(({ rootField, name }) => fieldLabelOf(0, name, rootField) === name || fieldLabelOf(1, name, rootField) === name);
    expect(unnamed.map(({ rootField, name }) => `${rootField}.${name}`)).toEqual([]);
  });

  it('names a field as its form does: checkout first name "Ime", the blog title "Naslov", a card link by its last part', () => {
    expect(fieldLabelOf(0, 'name', 'createOrder')).toBe('Ime');
    expect(fieldLabelOf(1, 'name', 'createOrder')).toBe('First name');
    expect(fieldLabelOf(0, 'name', 'upsertBlogPost')).toBe('Naslov');
    expect(fieldLabelOf(0, 'name', 'upsertBrand')).toBe('Naziv');
    expect(fieldLabelOf(1, 'content.cards.0.link', 'upsertBlock')).toBe('Link');
  });
});
