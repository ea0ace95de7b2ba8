import { featureTranslation } from '../../lib/i18n/feature-messages';
import { FORM_TEXTS } from '../../lib/i18n/form-texts';
import type { FeatureMessages } from '../../lib/i18n/messages-type';

/**
 * The texts the shopper's forms share, in the account screens and the user area: the fields both ask
 * for and the form's sending state; keys start with 'account.' and exist in both languages.
 */
export const messages: FeatureMessages = {
  sr: {
    'account.field.name': 'Ime',
    'account.field.lastname': 'Prezime',
    'account.field.phone': 'Telefon',
    'account.field.newPassword': 'Nova lozinka',
    'account.field.passwordConfirm': 'Ponovite lozinku',
    'account.sending': 'Šalje se…',
  },
  en: {
    'account.field.name': 'First name',
    'account.field.lastname': 'Last name',
    'account.field.phone': 'Phone',
    'account.field.newPassword': 'New password',
    'account.field.passwordConfirm': 'Repeat the password',
    'account.sending': 'Sending…',
  },
};

/** `t` with these texts and the shared form texts: the forms' parts import it from here (lib/i18n/feature-messages.ts). */
export const useT = featureTranslation(messages, FORM_TEXTS);
