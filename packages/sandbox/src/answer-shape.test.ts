import { describe, expect, it } from 'vitest';
import { ANSWER_SHAPE, checkAnswerShape } from './answer-shape.ts';

function nested(depth: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

describe('checkAnswerShape', () => {
  it('passes the actions of the games', () => {
    for (const action of [{ type: 'pass' }, { type: 'play', card: 'E7' }, { type: 'discard', cards: ['E7', 'S10'] }, { type: 'bid', contract: { level: 3, trump: null } }, true, 12]) {
      expect(checkAnswerShape(action)).toBeNull();
    }
  });

  it.each([
    ['nesting 4,150 deep (once enough to overflow the host stack in parseAction)', nested(4150), /nested deeper than 8/],
    ['nesting one level too deep', nested(ANSWER_SHAPE.depth + 1), /nested deeper/],
    ['Infinity', { type: 'play', card: Infinity }, /non-finite number Infinity/],
    ['NaN', [NaN], /non-finite number NaN/],
    ['a huge number', { n: 1e300 }, /larger than/],
    ['a long string', { type: 'x'.repeat(ANSWER_SHAPE.stringChars + 1) }, /string of 257 characters/],
    ['a long key', { ['k'.repeat(1000)]: 1 }, /key that is a string of 1000/],
    ['many keys', Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, i])), /40 keys/],
    ['a long array', new Array<number>(1000).fill(1), /1000 elements/],
    ['many values in all', Array.from({ length: 30 }, () => Array.from({ length: 30 }, () => 1)), /more than 256 values/],
    ['a sparse array', [1, , 3], /sparse array/],
    ['a lone surrogate', { type: 'play', card: '\ud800' }, /lone surrogate/],
    ['a lone surrogate in a key', { ['\udc00']: 1 }, /lone surrogate/],
    ['a function', { f: () => 1 }, /type function/],
    ['undefined', [undefined], /type undefined/],
    ['a BigInt', 1n, /type bigint/],
    ['a class instance', new Map(), /not plain data/],
    ['a getter', Object.defineProperty({}, 'type', { get: () => 'pass', enumerable: true }), /accessor/],
  ])('refuses %s as bad output', (_name, value, message) => {
    const fault = checkAnswerShape(value);
    expect(fault?.kind).toBe('bad-output');
    expect(fault?.message).toMatch(message);
  });

  it('keeps surrogate pairs (emoji) and null-prototype objects', () => {
    expect(checkAnswerShape({ note: '🂡' })).toBeNull();
    expect(checkAnswerShape(Object.assign(Object.create(null) as object, { type: 'pass' }))).toBeNull();
  });
});
