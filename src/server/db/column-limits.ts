/**
 * What the database's columns hold, so an argument is refused before it reaches a column that
 * cannot take it (PostgreSQL's answer would be a server error).
 */

/** PostgreSQL `integer` (int4): every id, position, sort and count column. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/** `numeric(12, 2)`: prices, totals and delivery prices in RSD. */
export const MONEY_MAX = 9_999_999_999.99;

/** The longest text argument unless its schema says otherwise (`@length`). */
export const DEFAULT_TEXT_MAX = 255;

/** Years a `Date` or `DateTime` may name: year 0 does not exist, and five-digit years are not ISO 8601's basic form. */
export const YEAR_MIN = 1;
export const YEAR_MAX = 9999;
