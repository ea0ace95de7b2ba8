/** The rules the admin's forms check before sending; their texts are the server's, shown as `rule.<name>`. */
export {
  brandImageSquare,
  brandImageType,
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
  uploadType,
} from '../../../shared/i18n/rule-texts';
