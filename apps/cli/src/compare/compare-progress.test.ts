import { describe, expect, it } from 'vitest';
import { sprtState, DEFAULT_SPRT } from '@arena/rating/sprt';
import { compareProgress, describeState, describeVerdict } from './compare-progress.ts';

/** A stream that keeps what is written to it. */
function stream(isTTY: boolean): NodeJS.WriteStream & { text: string } {
  const s = { isTTY, text: '', write(chunk: string) { s.text += chunk; return true; } };
  return s as unknown as NodeJS.WriteStream & { text: string };
}

const after = (scores: number[]) => sprtState(new Map(scores.map((v) => [v, scores.filter((x) => x === v).length])), { ...DEFAULT_SPRT, elo1: 200 });

describe('compare progress', () => {
  it('writes one plain line per deal set when stderr is not a terminal, and nothing per rotation', () => {
    const out = stream(false);
    const progress = compareProgress(20, out);
    progress.rotation(3, 8);
    progress.update(after([1]), 16);
    progress.finish();
    expect(out.text).toBe(`arena compare: set 1: ${describeState(after([1]), 16)}\n`);
    expect(out.text).toMatch(/^arena compare: set 1: LLR 0\.42 in \[-2\.94, 2\.94\], Elo \+2400 \[-\d+, \+2400\], 1 sets, 16 deals\n$/);
  });

  it('redraws one bar on a terminal, with the rotations of the set in play, and clears it at the end', () => {
    const out = stream(true);
    const progress = compareProgress(4, out);
    progress.rotation(1, 8);
    progress.update(after([1, 0.5]), 32);
    progress.rotation(2, 8);
    progress.finish();
    const frames = out.text.split('\r').filter((f) => f.length > 0);
    expect(frames[0]).toMatch(/^\[\.{30}\] +0% set 1: 1\/8 rotations \| no deal set played yet/);
    expect(frames[1]).toMatch(/^\[#{15}\.{15}\] +50% LLR/);
    expect(frames[2]).toMatch(/set 3: 2\/8 rotations \| LLR .*, 2 sets, 32 deals/);
    expect(out.text.endsWith('\r\x1b[K')).toBe(true);
  });

  it('words the three verdicts', () => {
    const names = { a: 'A (v1)', b: 'B (v2)' };
    const bounds = { elo0: 0, elo1: 10 };
    expect(describeVerdict({ ...after([1]), decision: 'accept' }, names, bounds)).toBe('B (v2) is better than A (v1): H1 (at least +10 Elo) accepted');
    expect(describeVerdict({ ...after([0]), decision: 'reject' }, names, bounds)).toBe('B (v2) is not better than A (v1) by +10 Elo: H0 (at most +0 Elo) accepted');
    expect(describeVerdict({ ...after([1]), decision: 'inconclusive' }, names, bounds)).toBe('inconclusive: no decision between +0 and +10 Elo within the maximum of deal sets');
  });
});
