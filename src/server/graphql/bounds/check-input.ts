import { getNamedType, isInputObjectType, isListType, isNonNullType, type GraphQLInputType, type GraphQLSchema } from 'graphql';
import type { MessageKey } from '../../errors';
import { isAllowedLink } from '../../../shared/rules/link';
import { boundOf, type Bound, type Input } from './bounds';
import { INT4_MAX } from '../../db/column-limits';
import { isDay, isInstant } from './dates';

/** Why a value was refused: the message, the argument path it is about (`content.cards.1.title`), the numbers the message names. */
export interface Violation {
  key: MessageKey;
  path: string;
  params?: { min?: number; max?: number };
}

/** Checks one argument's value (as GraphQL coerced it) at `path`; null when it is within its bound. */
export type Check = (value: unknown, path: string) => Violation | null;

const STRICT_ID = /^[1-9]\d{0,9}$/;
const isBlank = (value: unknown) => typeof value === 'string' && value.trim() === '';

/** A text's violation: NUL anywhere, or more than `max` characters. */
function checkText(text: string, max: number, path: string): Violation | null {
  if (text.includes('\0')) return { key: 'forbiddenCharacter', path };
  // UTF-16 length first: only a text near the limit pays for counting its characters.
  if (text.length > max && [...text].length > max) return { key: 'textTooLong', path, params: { max } };
  return null;
}

/** The check of one scalar value against its bound. */
function checkScalar(bound: Bound, value: unknown, path: string): Violation | null {
  if (typeof value === 'string') {
    // Every string refuses NUL; texts and ids also have a length (a date's shape bounds its own).
    const violation = checkText(value, bound.kind === 'text' || bound.kind === 'id' ? bound.max : Infinity, path);
    if (violation) return violation;
  }
  switch (bound.kind) {
    case 'text':
      // A link (`@link`) is empty (no link) or an address the shared rule allows.
      return bound.link && typeof value === 'string' && value.trim() !== '' && !isAllowedLink(value) ? { key: 'invalidLink', path } : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= bound.min && value <= bound.max
        ? null
        : { key: 'numberOutOfRange', path, params: { min: bound.min, max: bound.max } };
    case 'id':
      // A blank id is "none", as a form sends it; the resolver decides whether it may be left out.
      return bound.loose || isBlank(value) || (typeof value === 'string' && STRICT_ID.test(value) && Number(value) <= INT4_MAX) ? null : { key: 'invalidId', path };
    case 'day':
      return typeof value === 'string' && isDay(value) ? null : { key: 'invalidDate', path };
    case 'instant':
      // An empty instant is "no date" (an unlimited promo code), as the DateTime scalar reads it.
      return value === '' || (typeof value === 'string' && isInstant(value)) ? null : { key: 'invalidDate', path };
    case 'file': {
      const name = (value as { name?: unknown } | null)?.name;
      return typeof name === 'string' ? checkText(name, bound.max, path) : null;
    }
    default:
      return null;
  }
}

/**
 * Compiles the check of a value of `type` whose own bound is `bound`: lists check every item (an
 * item of an input object list is named by its index, a scalar item by its list), input objects
 * every field with the field's own bound. Null when nothing of the type is bounded.
 */
export function compileCheck(schema: GraphQLSchema, type: GraphQLInputType, bound: Bound | null): Check | null {
  if (isNonNullType(type)) return compileCheck(schema, type.ofType, bound);
  if (isListType(type)) {
    const item = compileCheck(schema, type.ofType, bound);
    if (!item) return null;
    const indexed = isInputObjectType(getNamedType(type.ofType));
    return (value, path) => {
      if (!Array.isArray(value)) return value == null ? null : item(value, path);
      for (let index = 0; index < value.length; index += 1) {
        const violation = value[index] == null ? null : item(value[index], indexed ? `${path}.${index}` : path);
        if (violation) return violation;
      }
      return null;
    };
  }
  if (isInputObjectType(type)) {
    // Compiled on first use, so an input type that contains itself does not recurse forever.
    let fields: { name: string; check: Check }[] | undefined;
    const compileFields = () =>
      Object.values(type.getFields()).flatMap((field) => {
        const check = compileInputCheck(schema, field);
        return check ? [{ name: field.name, check }] : [];
      });
    return (value, path) => {
      if (value == null || typeof value !== 'object') return null;
      for (const { name, check } of (fields ??= compileFields())) {
        const violation = check((value as Record<string, unknown>)[name], `${path}.${name}`);
        if (violation) return violation;
      }
      return null;
    };
  }
  return bound ? (value, path) => (value == null ? null : checkScalar(bound, value, path)) : null;
}

/** The check of one argument or input field, with its own bound. */
export function compileInputCheck(schema: GraphQLSchema, input: Input): Check | null {
  return compileCheck(schema, input.type, boundOf(schema, input));
}
