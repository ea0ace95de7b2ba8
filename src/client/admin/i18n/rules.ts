/** The rules the admin's forms check before sending; their texts are the server's, shown as `rule.<name>`. */
export {
  categoryTooDeep,
  discountNotBelowPrice,
  discountRange,
  invalidDateRange,
  invalidEmail,
  invalidEmailList,
  invalidExchangeRate,
  invalidPrice,
  invalidStock,
  passwordTooShort,
} from '../../../shared/i18n/rule-texts';
