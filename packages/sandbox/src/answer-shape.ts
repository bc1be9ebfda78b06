/**
 * A bot's answer is data, and untrusted: before any schema or game code looks at it (a game's
 * `parseAction` may recurse over it or quote it with `JSON.stringify`), its shape is checked here
 * against hard limits, without recursion, so that no answer can make the host overflow its stack,
 * spend unbounded time, or quote a huge value. Actions of every game are small flat objects; the
 * limits leave room for any of them and nothing more.
 */
import { botFault, type BotFault } from './fault.ts';

export interface AnswerShapeLimits {
  /** Deepest nesting of arrays and objects (a bare value is depth 0). */
  readonly depth: number;
  /** Values in the whole answer, containers included. */
  readonly values: number;
  /** Keys of one object, elements of one array. */
  readonly entries: number;
  /** Characters of one string or key. */
  readonly stringChars: number;
  /** Largest magnitude of a number (integers stay exact below it). */
  readonly absNumber: number;
}

export const ANSWER_SHAPE: AnswerShapeLimits = {
  depth: 8,
  values: 256,
  entries: 32,
  stringChars: 256,
  absNumber: Number.MAX_SAFE_INTEGER,
};

interface Pending {
  readonly value: unknown;
  readonly depth: number;
}

/** Null when `value` is plain JSON data within `limits`, otherwise the bot's `bad-output` fault. */
export function checkAnswerShape(value: unknown, limits: AnswerShapeLimits = ANSWER_SHAPE): BotFault | null {
  const stack: Pending[] = [{ value, depth: 0 }];
  for (let seen = 0; stack.length > 0; seen++) {
    if (seen >= limits.values) return shapeFault(`has more than ${limits.values} values`);
    const next = stack.pop() as Pending;
    const problem = checkValue(next, limits, stack);
    if (problem !== null) return shapeFault(problem);
  }
  return null;
}

const shapeFault = (problem: string): BotFault => botFault('bad-output', `the answer ${problem}`);

function checkValue({ value, depth }: Pending, limits: AnswerShapeLimits, stack: Pending[]): string | null {
  switch (typeof value) {
    case 'boolean': return null;
    case 'string': return checkString(value, limits);
    case 'number':
      if (!Number.isFinite(value)) return `holds the non-finite number ${String(value)}`;
      return Math.abs(value) > limits.absNumber ? `holds a number larger than ${limits.absNumber}` : null;
    case 'object':
      if (value === null) return null;
      if (depth >= limits.depth) return `is nested deeper than ${limits.depth} levels`;
      return Array.isArray(value) ? pushArray(value, depth, limits, stack) : pushObject(value, depth, limits, stack);
    case 'bigint':
    case 'function':
    case 'symbol':
    case 'undefined':
      return `holds a value of type ${typeof value}, which is not JSON`;
  }
}

/** With the `u` flag a surrogate pair is one code point, so only a lone surrogate matches. */
const LONE_SURROGATE = /\p{Surrogate}/u;

function checkString(s: string, limits: AnswerShapeLimits): string | null {
  if (s.length > limits.stringChars) return `holds a string of ${s.length} characters; the limit is ${limits.stringChars}`;
  return LONE_SURROGATE.test(s) ? 'holds a string with a lone surrogate' : null;
}

function pushArray(a: readonly unknown[], depth: number, limits: AnswerShapeLimits, stack: Pending[]): string | null {
  if (a.length > limits.entries) return `holds an array of ${a.length} elements; the limit is ${limits.entries}`;
  for (let i = 0; i < a.length; i++) {
    if (!(i in a)) return 'holds a sparse array';
    stack.push({ value: a[i], depth: depth + 1 });
  }
  return null;
}

function pushObject(o: object, depth: number, limits: AnswerShapeLimits, stack: Pending[]): string | null {
  const proto: unknown = Object.getPrototypeOf(o);
  if (proto !== Object.prototype && proto !== null) return 'holds an object that is not plain data';
  const keys = Object.keys(o);
  if (keys.length > limits.entries) return `holds an object of ${keys.length} keys; the limit is ${limits.entries}`;
  for (const key of keys) {
    const problem = checkString(key, limits);
    if (problem !== null) return `has a key that ${problem.replace(/^holds /, 'is ')}`;
    const desc = Object.getOwnPropertyDescriptor(o, key);
    if (desc === undefined || !('value' in desc)) return 'holds an accessor property';
    stack.push({ value: desc.value, depth: depth + 1 });
  }
  return null;
}
