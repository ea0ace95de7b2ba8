import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/** The shop's own days (spec: a Serbian shop): "today" and date ranges are Belgrade's calendar days. */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';

const shopDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's calendar day of an instant, YYYY-MM-DD. */
export function shopDate(instant: Date): string {
  return shopDay.format(instant);
}

// Only the shape is checked here: a shaped but impossible day (2026-02-30) reaches the resolver,
// whose validation refuses it in the request's language, next to its field.
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    // An empty form field means "no date" (spec §5: an empty promo code expiry is unlimited).
    if (value === '') return null;
    if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return new Date(value).toISOString();
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || Number.isNaN(Date.parse(ast.value))) throw new GraphQLError('DateTime must be an ISO 8601 string');
    return new Date(ast.value).toISOString();
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? shopDate(value) : String(value).slice(0, 10)),
  parseValue: (value) => {
    if (typeof value !== 'string' || !ISO_DATE.test(value)) throw new GraphQLError('Date must be YYYY-MM-DD');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING || !ISO_DATE.test(ast.value)) throw new GraphQLError('Date must be YYYY-MM-DD');
    return ast.value;
  },
});
