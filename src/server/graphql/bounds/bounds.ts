import { getNamedType, type GraphQLArgument, type GraphQLArgumentConfig, type GraphQLInputField, type GraphQLInputFieldConfig, type GraphQLSchema } from 'graphql';
import { getDirective } from '@graphql-tools/utils';
import { DEFAULT_TEXT_MAX, INT4_MAX, INT4_MIN, MONEY_MAX } from '../../db/column-limits';

/** What one argument or input field accepts, from its type and its `@length`, `@link`, `@range` or `@looseId` directive. */
export type Bound =
  | { kind: 'text'; max: number; link?: boolean }
  | { kind: 'number'; min: number; max: number }
  | { kind: 'id'; loose: boolean; max: number }
  | { kind: 'day' }
  | { kind: 'instant' }
  | { kind: 'file'; max: number };

export type Input = GraphQLArgument | GraphQLArgumentConfig | GraphQLInputField | GraphQLInputFieldConfig;

/**
 * The bound of an argument or input field: every String, ID, Int, Float, Date and DateTime has one,
 * the schema's directive when it gives one, else what the column behind it holds. Null for types
 * GraphQL bounds itself (Boolean, enums) and for input objects, whose fields carry their own.
 */
export function boundOf(schema: GraphQLSchema, input: Input): Bound | null {
  const directive = (name: string) => getDirective(schema, input, name)?.[0] as Record<string, number | undefined> | undefined;
  switch (getNamedType(input.type).name) {
    case 'String':
      return { kind: 'text', max: directive('length')?.max ?? DEFAULT_TEXT_MAX, ...(directive('link') ? { link: true } : {}) };
    case 'ID':
      return { kind: 'id', loose: directive('looseId') !== undefined, max: DEFAULT_TEXT_MAX };
    case 'Int': {
      const range = directive('range');
      return { kind: 'number', min: range?.min ?? INT4_MIN, max: range?.max ?? INT4_MAX };
    }
    case 'Float': {
      const range = directive('range');
      return { kind: 'number', min: range?.min ?? -MONEY_MAX, max: range?.max ?? MONEY_MAX };
    }
    case 'Date':
      return { kind: 'day' };
    case 'DateTime':
      return { kind: 'instant' };
    case 'Upload':
      // The uploader's file name is kept as text (orig_name).
      return { kind: 'file', max: DEFAULT_TEXT_MAX };
    default:
      return null;
  }
}

/**
 * How the schema's description states a bound: every text and number argument says its limit in
 * its description, in these words (ids and dates follow the rules written once in common.graphql).
 */
export function boundPhrase(bound: Bound): string | null {
  if (bound.kind === 'text') return `(at most ${bound.max} characters)`;
  // A range that only keeps the number inside its column (symmetric, or PostgreSQL integer's own) reads as its ceiling.
  if (bound.kind === 'number') return bound.min === -bound.max || bound.min === INT4_MIN ? `(at most ${bound.max})` : `(from ${bound.min} to ${bound.max})`;
  return null;
}
