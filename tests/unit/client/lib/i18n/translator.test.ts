import { describe, expect, it } from 'vitest';
import { translateAdmin } from '../../../../../src/client/admin/i18n/translate-admin';
import { translate } from '../../../../../src/client/lib/i18n/translate';
// The storefront's forms' features add the shared texts with their own, as loading their screens does.
import '../../../../../src/client/storefront/account/messages';

// The lookup itself (placeholders, `*key`) is src/shared/i18n's: tests/unit/shared/i18n/translate-with.test.ts.
describe('one translator for the storefront and the admin', () => {
  it('shows a missing key after an asterisk in both apps (spec §8)', () => {
    expect(translate(0, 'no.such.key', { x: 1 })).toBe('*no.such.key');
    expect(translateAdmin(1, 'no.such.key', { x: 1 })).toBe('*no.such.key');
  });

  it('gives both apps the shared rule and form texts, the rules in the server\'s words', () => {
    expect(translate(0, 'rule.invalidEmail')).toBe('E-mail adresa nije ispravna.');
    expect(translateAdmin(1, 'rule.invalidStock')).toBe('The stock must be a whole number, 0 or more.');
    expect(translate(0, 'form.required')).toBe('Ovo polje je obavezno.');
    expect(translateAdmin(0, 'form.required')).toBe('Ovo polje je obavezno.');
  });

  it('keeps the apps\' texts apart: an admin key is not a storefront text', () => {
    expect(translateAdmin(1, 'admin.catalog.untitled')).not.toMatch(/^\*/);
    expect(translate(1, 'admin.catalog.untitled')).toBe('*admin.catalog.untitled');
  });
});
