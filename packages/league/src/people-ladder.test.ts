import { describe, expect, test } from 'vitest';
import type { PersonTableResultRow } from '@arena/db/person-tables';
import { peopleLadder, tablesOfPersonResults } from './people-ladder.ts';

const row = (tableId: string, player: string, chips: number): PersonTableResultRow => ({ tableId, game: 'lupfen', player, name: player, chips });

describe("the people's ladder", () => {
  test('one table result per table, its chips as points; a table with one player left out', () => {
    const tables = tablesOfPersonResults([row('a', 'person:1', 5), row('a', 'bot:7', -5), row('b', 'person:2', 0)]);
    expect(tables).toEqual([{ totals: [{ id: 'person:1', points: 5 }, { id: 'bot:7', points: -5 }] }]);
  });

  test('a person who beats a bot again and again rates above it, on the Elo scale centred at 1500; people and bots are told apart', () => {
    const rows = Array.from({ length: 8 }, (_, k) => [row(`t${k}`, 'person:1', 10), row(`t${k}`, 'bot:7', -4), row(`t${k}`, 'person:2', -6)]).flat();
    const ladder = peopleLadder(rows);
    expect(ladder.map((r) => r.player)).toEqual(['person:1', 'bot:7', 'person:2']);
    expect(ladder.map((r) => r.kind)).toEqual(['person', 'bot', 'person']);
    expect(ladder[0]?.tables).toBe(8);
    expect(Math.round(ladder.reduce((s, r) => s + r.rating, 0) / 3)).toBe(1500);
    expect((ladder[0]?.rating ?? 0) - (ladder[2]?.rating ?? 0)).toBeGreaterThan(200);
  });

  test('the order in which tables finished does not change it', () => {
    const rows = [row('a', 'person:1', 3), row('a', 'bot:7', -3), row('b', 'bot:7', 2), row('b', 'person:1', -2), row('c', 'person:1', 1), row('c', 'bot:8', -1)];
    expect(peopleLadder([...rows].reverse())).toEqual(peopleLadder(rows));
  });
});
