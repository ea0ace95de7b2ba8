import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { userError } from '../../errors';
import { fieldLabel } from '../../lib/admin-input';
import { compileInputCheck, type Check, type Violation } from './check-input';

/** The refusal of a value out of its bound: translated, naming the field, with the argument path in extensions.field. */
export function violationError(lang: number, violation: Violation, rootField?: string) {
  const locale = lang === 1 ? 'en-US' : 'sr-Latn-RS';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 });
  const params: Record<string, string | number> = { field: fieldLabel({ lang }, violation.path, rootField) };
  if (violation.params?.min !== undefined) params.min = number.format(violation.params.min);
  if (violation.params?.max !== undefined) params.max = violation.key === 'textTooLong' ? violation.params.max : number.format(violation.params.max);
  return userError(lang, violation.key, { field: violation.path, params });
}

/** The check of all of a field's arguments, or null when it has none that are bounded. */
function argumentsCheck(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>): ((args: Record<string, unknown>) => Violation | null) | null {
  const checks = Object.entries(field.args ?? {}).flatMap(([name, arg]) => {
    const check: Check | null = compileInputCheck(schema, arg);
    return check ? [{ name, check }] : [];
  });
  if (checks.length === 0) return null;
  return (args) => {
    for (const { name, check } of checks) {
      const violation = check(args[name], name);
      if (violation) return violation;
    }
    return null;
  };
}

/**
 * The one mechanism that keeps arguments inside what the database holds: every field with
 * arguments checks them against their bounds (schema/common.graphql's @length, @range and @looseId,
 * else the column defaults) before its resolver runs, and refuses a value outside them with a
 * translated field error. Texts never carry NUL, ids fit an integer column, numbers are finite and
 * within range, dates exist. The server (npm start and npm run mock) builds its schema through this.
 */
export function applyInputBounds<TContext>(schema: GraphQLSchema, langOf: (context: TContext) => number): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName) => {
      const check = argumentsCheck(schema, field);
      if (!check) return field;
      const guard = (args: Record<string, unknown>, context: TContext) => {
        const violation = check(args);
        // The field is named as the form that sends this root field labels it.
        if (violation) throw violationError(langOf(context), violation, fieldName);
      };
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      return {
        ...field,
        resolve: (source, args, context: TContext, info) => {
          guard(args, context);
          return resolve(source, args, context, info);
        },
        ...(subscribe
          ? {
              subscribe: (source: unknown, args: Record<string, unknown>, context: TContext, info: Parameters<typeof resolve>[3]) => {
                guard(args, context);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
