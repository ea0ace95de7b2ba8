import { defaultFieldResolver, type GraphQLFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import { userError } from '../errors';

/** Who is calling, as the access check needs to know it. */
export interface Caller {
  lang: number;
  isAdmin: boolean;
  isUser: boolean;
}

export type AccessLevel = 'public' | 'user' | 'admin';

/** The access a field requires: its own directive, else its type's, else public. */
export function requiredAccess(schema: GraphQLSchema, field: GraphQLFieldConfig<unknown, unknown>, typeName: string): AccessLevel {
  if (getDirective(schema, field, 'admin')?.length) return 'admin';
  if (getDirective(schema, field, 'user')?.length) return 'user';
  const type = schema.getType(typeName);
  if (type && getDirective(schema, type, 'admin')?.length) return 'admin';
  if (type && getDirective(schema, type, 'user')?.length) return 'user';
  return 'public';
}

/**
 * The one mechanism that enforces the schema's @admin and @user directives: every field that
 * requires them is wrapped so that it refuses a caller without the right token before its
 * resolver runs. The server (npm start and npm run mock) builds its schema through this.
 */
export function applyAccessDirectives<TContext>(
  schema: GraphQLSchema,
  callerOf: (context: TContext) => Caller,
): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, _fieldName, typeName) => {
      const access = requiredAccess(schema, field, typeName);
      if (access === 'public') return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      const subscribe = field.subscribe;
      const check = (context: TContext) => {
        const caller = callerOf(context);
        if (access === 'admin' && !caller.isAdmin) {
          throw userError(caller.lang, 'unauthenticatedAdmin', { code: 'UNAUTHENTICATED' });
        }
        if (access === 'user' && !caller.isUser) {
          throw userError(caller.lang, 'unauthenticatedUser', { code: 'UNAUTHENTICATED' });
        }
      };
      return {
        ...field,
        resolve: (source, args, context: TContext, info) => {
          check(context);
          return resolve(source, args, context, info);
        },
        ...(subscribe
          ? {
              subscribe: (source: unknown, args: Record<string, unknown>, context: TContext, info: Parameters<typeof resolve>[3]) => {
                check(context);
                return subscribe(source, args, context, info);
              },
            }
          : {}),
      };
    },
  });
}
