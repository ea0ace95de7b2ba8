/**
 * What a frontend developer asks of the mock: a delay, errors, a scenario's shop, a signed-in demo
 * account. For one request by an X-Mock-* header, or for every request from the start by a flag of
 * `npm run mock --` (or its MOCK_* variable); a header overrides the start's value of its steer.
 */
import { parseArgs } from 'node:util';

export const SCENARIOS = ['demo', 'empty-shop', 'sold-out'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** Who the request is treated as: as it is (its own tokens, if any), or the demo shopper or administrator signed in. */
export const ROLES = ['visitor', 'shopper', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Two minutes: longer than any client's timeout worth trying. */
export const LONGEST_DELAY_MS = 120_000;

export interface Steer {
  delayMs: number;
  /** `Type.field` names: each answers null with an error at its path. */
  failingFields: string[];
  /** Operation names: each answers an error alone. */
  failingOperations: string[];
  scenario: Scenario;
  as: Role;
}

export const UNSTEERED: Steer = { delayMs: 0, failingFields: [], failingOperations: [], scenario: 'demo', as: 'visitor' };

/** A steer the mock cannot read: its message says what it takes. */
export class SteerError extends Error {}

const FIELD = /^[_A-Za-z]\w*\.[_A-Za-z]\w*$/;
const OPERATION = /^[_A-Za-z]\w*$/;

function oneOf<T extends string>(values: readonly T[], text: string, name: string): T {
  const value = text.trim();
  if (!(values as readonly string[]).includes(value)) throw new SteerError(`${name} must be one of ${values.join(', ')}, not "${text}"`);
  return value as T;
}

/** Each steer: its header, flag and variable, and what its text sets. */
const STEERS = {
  delay: {
    header: 'X-Mock-Delay',
    variable: 'MOCK_DELAY',
    read(text: string, name: string): Partial<Steer> {
      const delayMs = Number(text);
      if (!/^\s*\d+\s*$/.test(text) || delayMs > LONGEST_DELAY_MS) throw new SteerError(`${name} must be milliseconds, 0 to ${LONGEST_DELAY_MS}, not "${text}"`);
      return { delayMs };
    },
  },
  error: {
    header: 'X-Mock-Error',
    variable: 'MOCK_ERROR',
    read(text: string, name: string): Partial<Steer> {
      const names = text.split(',').map((part) => part.trim()).filter((part) => part && part !== 'none');
      const wrong = names.find((part) => !FIELD.test(part) && !OPERATION.test(part));
      if (wrong) throw new SteerError(`${name} takes a field as Type.field (Product.price) or an operation's name (GetProduct), comma-separated, or none; not "${wrong}"`);
      return { failingFields: names.filter((part) => FIELD.test(part)), failingOperations: names.filter((part) => OPERATION.test(part)) };
    },
  },
  scenario: {
    header: 'X-Mock-Scenario',
    variable: 'MOCK_SCENARIO',
    read: (text: string, name: string): Partial<Steer> => ({ scenario: oneOf(SCENARIOS, text, name) }),
  },
  as: {
    header: 'X-Mock-As',
    variable: 'MOCK_AS',
    read: (text: string, name: string): Partial<Steer> => ({ as: oneOf(ROLES, text, name) }),
  },
} as const;

type SteerName = keyof typeof STEERS;
const STEER_NAMES = Object.keys(STEERS) as SteerName[];

/** The request headers that steer the mock (lower case, as Node names them): the front never passes them on. */
export const STEER_HEADERS = STEER_NAMES.map((steer) => STEERS[steer].header.toLowerCase());

/** One request's steer: `start`'s, with each steer its X-Mock-* header names replaced. */
export function steerOfRequest(header: (name: string) => string | undefined, start: Steer): Steer {
  let steer = start;
  for (const name of STEER_NAMES) {
    const text = header(STEERS[name].header.toLowerCase());
    if (text !== undefined) steer = { ...steer, ...STEERS[name].read(text, STEERS[name].header) };
  }
  return steer;
}

/** The start's steer: `npm run mock -- --delay 800 --scenario empty-shop …`, each flag over its MOCK_* variable. */
export function steerAtStart(args: string[], env: NodeJS.ProcessEnv): Steer {
  let flags;
  try {
    flags = parseArgs({ args, options: Object.fromEntries(STEER_NAMES.map((name) => [name, { type: 'string' }])) as Record<SteerName, { type: 'string' }> }).values;
  } catch (error) {
    throw new SteerError(`npm run mock takes --delay <ms>, --error <Type.field or Operation>, --scenario <${SCENARIOS.join(' | ')}>, --as <${ROLES.join(' | ')}>: ${(error as Error).message}`);
  }
  let steer = UNSTEERED;
  for (const name of STEER_NAMES) {
    const flag = flags[name];
    const text = flag ?? env[STEERS[name].variable];
    if (text !== undefined && text !== '') steer = { ...steer, ...STEERS[name].read(text, flag === undefined ? STEERS[name].variable : `--${name}`) };
  }
  return steer;
}

/** The steer in words, for the mock's first lines; null when nothing is steered. */
export function describeSteer(steer: Steer): string | null {
  const parts = [
    steer.delayMs ? `delay ${steer.delayMs} ms` : null,
    steer.failingFields.length + steer.failingOperations.length ? `errors on ${[...steer.failingFields, ...steer.failingOperations].join(', ')}` : null,
    steer.scenario !== 'demo' ? `scenario ${steer.scenario}` : null,
    steer.as !== 'visitor' ? `as the demo ${steer.as === 'admin' ? 'administrator' : 'shopper'}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}
