import { describe, expect, test } from 'vitest';
import { describePlacement, estimatePlacement, FIRST_GUESS } from './placement.ts';

describe('placement estimate', () => {
  test('before the first table: the league\'s typical count, or the first guess', () => {
    expect(estimatePlacement({ tablesPlayed: 0, halfWidth: null, typicalTables: 18, secondsPerTable: null, limit: 100 }).tablesNeeded).toBe(18);
    expect(estimatePlacement({ tablesPlayed: 0, halfWidth: null, typicalTables: null, secondsPerTable: null, limit: 100 }).tablesNeeded).toBe(FIRST_GUESS);
  });

  test('an interval narrows as 1/sqrt(tables): twice the limit after 5 tables needs about 20', () => {
    const p = estimatePlacement({ tablesPlayed: 5, halfWidth: 200, typicalTables: null, secondsPerTable: 4, limit: 100 });
    expect(p).toEqual({ tablesPlayed: 5, tablesNeeded: 20, secondsLeft: 60 });
    expect(describePlacement(p)).toBe('5 of about 20 tables, about a minute left');
    expect(describePlacement({ tablesPlayed: 12, tablesNeeded: 30, secondsLeft: 130 })).toBe('12 of about 30 tables, about 2 minutes left');
    expect(describePlacement({ tablesPlayed: 1, tablesNeeded: 30, secondsLeft: null })).toBe('1 of about 30 tables');
  });

  test('always at least one table more than played', () => {
    expect(estimatePlacement({ tablesPlayed: 9, halfWidth: 101, typicalTables: null, secondsPerTable: null, limit: 100 }).tablesNeeded).toBe(10);
  });
});
