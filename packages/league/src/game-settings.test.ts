import { describe, expect, test } from 'vitest';
import { findGame } from '@arena/games';
import { arenaSettingsProblems, checkArenaSettings } from './game-settings.ts';

const lupfen = findGame('lupfen');
if (!lupfen) throw new Error('lupfen is registered');

describe('arenaSettingsProblems', () => {
  test('lists every field at fault at once, each refused option by name', () => {
    const problems = arenaSettingsProblems(lupfen, { seats: 9, options: { payLimit: 0, blindLupf: 'yes', ante: 6 }, deals: 40 });
    // In the order the game checks them: types first, then the arena's restrictions.
    expect(problems.map((p) => [p.field, p.option ?? null])).toEqual([
      ['seats', null], ['options', 'blindLupf'], ['options', 'payLimit'], ['deals', null],
    ]);
    expect(problems[0]?.message).toBe('lupfen is played by 3 to 6, not 9');
    expect(problems[2]?.message).toBe('option payLimit: must be > 0 in an arena match');
    // The deals are measured with the options that are fine, at the default table size (4: 24 to 36 deals).
    expect(problems[3]?.message).toMatch(/lasts 24 to 36 deals, not 40/);
  });

  test('an option the game refuses on its own is named, with the message checkArenaSettings gives', () => {
    const problems = arenaSettingsProblems(lupfen, { seats: 4, options: { schieben: true }, deals: 12 });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ field: 'options', option: 'schieben' });
    const first = checkArenaSettings(lupfen, { seats: 4, options: { schieben: true }, deals: 12 });
    expect(first.ok ? undefined : first.error.message).toBe(problems[0]?.message);
    // With the fee it needs, schieben is fine.
    expect(arenaSettingsProblems(lupfen, { seats: 4, options: { schieben: true, dealerFee: 3 }, deals: 12 })).toEqual([]);
  });

  test('no problems where checkArenaSettings accepts', () => {
    const settings = { seats: 4, options: { ante: 6, matchRounds: 8 }, deals: 40 };
    expect(checkArenaSettings(lupfen, settings).ok).toBe(true);
    expect(arenaSettingsProblems(lupfen, settings)).toEqual([]);
  });
});
