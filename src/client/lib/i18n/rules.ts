/** The rules the storefront's forms check before sending; their texts are the server's, shown as `rule.<name>`. */
export { invalidEmail, passwordTooShort } from '../../../shared/i18n/rule-texts';
