import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { shopDate } from '../lib/shop-day';
import { isInstant } from './bounds/dates';

// A string that is no valid day or instant (2026-02-30, year 0) passes through as sent: the input
// bounds (bounds/input-bounds.ts) refuse it in the request's language, next to its field.
const notAString = (name: string) => new GraphQLError(`${name} must be an ISO 8601 string`);

/** A valid instant, normalised to UTC; anything else as sent, for the input bounds to refuse. */
const instant = (text: string) => (isInstant(text) ? new Date(text.replace(' ', 'T')).toISOString() : text);

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()),
  parseValue: (value) => {
    // An empty form field means "no date" (spec §5: an empty promo code expiry is unlimited).
    if (value === '') return null;
    if (typeof value !== 'string') throw notAString('DateTime');
    return instant(value);
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw notAString('DateTime');
    return instant(ast.value);
  },
});

export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => (value instanceof Date ? shopDate(value) : String(value).slice(0, 10)),
  parseValue: (value) => {
    if (typeof value !== 'string') throw notAString('Date');
    return value;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw notAString('Date');
    return ast.value;
  },
});
