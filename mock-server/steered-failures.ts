import { defaultFieldResolver, GraphQLObjectType, type GraphQLSchema } from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import { SteerError } from './steering';

/**
 * The header the front passes on to the shop with what the request asks to fail: X-Mock-Error's
 * (or `--error`'s) fields as `Type.field` and operation names, comma-separated.
 */
export const FAILING_HEADER = 'x-mock-error';

const NONE: ReadonlySet<string> = new Set();
/** Read once per request: every field of an answer asks. */
const failingByRequest = new WeakMap<Request, ReadonlySet<string>>();

/**
 * What this request asks to fail. GraphQL Yoga puts the HTTP request into the context it hands
 * resolvers; a subscription's events over graphql-ws have none and never fail.
 */
function failing(context: { request?: Request }): ReadonlySet<string> {
  const request = context.request;
  if (!request) return NONE;
  let names = failingByRequest.get(request);
  if (!names) {
    const listed = request.headers.get(FAILING_HEADER)?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
    names = listed.length ? new Set(listed) : NONE;
    failingByRequest.set(request, names);
  }
  return names;
}

/**
 * The error a steered failure throws: not a GraphQLError, so the server masks it as any failure of
 * its own. Its message is the mock's log line; a stack trace would only point here.
 */
function steered(name: string): Error {
  const error = new Error(`X-Mock-Error: ${name} fails as asked`);
  error.stack = error.message;
  return error;
}

/** Every field of `schema`'s object types as `Type.field`: the fields X-Mock-Error may name. */
export function fieldNames(schema: GraphQLSchema): ReadonlySet<string> {
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type instanceof GraphQLObjectType && !type.name.startsWith('__')) for (const field of Object.keys(type.getFields())) names.add(`${type.name}.${field}`);
  }
  return names;
}

/** Refuses a steer (`name`: its header or flag) that names a field the schema does not have. */
export function checkFieldsExist(fields: readonly string[], known: ReadonlySet<string>, name: string): void {
  const unknown = fields.find((field) => !known.has(field));
  if (unknown) throw new SteerError(`${name}: ${unknown} is no field of the schema (Type.field, as Product.price)`);
}

/**
 * `schema` with every object field able to fail as the request asks: a field named in
 * FAILING_HEADER, and each root field of an operation named there, throws instead of resolving (a
 * mutation writes nothing). The server then answers as it answers any failure of its own: the
 * field null (or its nearest nullable parent, for a non-null one) with its "something went wrong"
 * error at that path, in the request's language; the rest of the answer as usual.
 */
export function withSteeredFailures(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].map((type) => type?.name));
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const name = `${typeName}.${fieldName}`;
      const root = roots.has(typeName);
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context: { request?: Request }, info) => {
          const asked = failing(context);
          if (asked.size) {
            const operation = root ? info.operation.name?.value : undefined;
            if (asked.has(name)) throw steered(name);
            if (operation && asked.has(operation)) throw steered(operation);
          }
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
