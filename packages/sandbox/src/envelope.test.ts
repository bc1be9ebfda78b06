import { describe, expect, it } from 'vitest';
import { readEnvelope } from './envelope.ts';

describe('readEnvelope', () => {
  it.each([
    ['{"log":"","action":{"type":"pass"}}', { ok: true, value: { log: '', action: { type: 'pass' } } }],
    ['{"log":"x","action":null}', { ok: true, value: { log: 'x', action: null } }],
    ['A{"type":"pass"}', { ok: true, value: { log: '', action: { type: 'pass' } } }],
    ['Anull', { ok: true, value: { log: '', action: null } }],
    ['{"log":"","fault":"exception","message":"m","stack":"s"}', { ok: true, value: { log: '', fault: 'exception', message: 'm', stack: 's' } }],
  ])('reads %s', (raw, expected) => {
    expect(readEnvelope(raw, 1000)).toEqual(expected);
  });

  it.each([
    [42, 'not text'], ['A{', 'not JSON'], ['x'.repeat(2000), 'limit'], ['{', 'not JSON'], ['[]', 'malformed'], ['{"action":1}', 'malformed'],
    ['{"log":"","fault":"timeout","message":"m"}', 'malformed'], ['{"log":"","fault":"exception"}', 'malformed'],
    ['{"log":"","fault":"exception","message":"m","stack":1}', 'malformed'],
  ])('refuses %s as bad output', (raw, why) => {
    const result = readEnvelope(raw, 1000);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ kind: 'bad-output', message: expect.stringContaining(why) as unknown });
  });
});
