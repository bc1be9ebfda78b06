import { describe, expect, test } from 'vitest';
import { GAME_IDS } from '@arena/games';
import { cardsMentioned } from './seats.ts';
import { totalSteps } from '@arena/record/steps';
import { buildFrame, type ReplayView } from './frame.ts';
import { jumpTarget, sameSpot } from './navigate.ts';
import { packReplay, unpackFrame } from './pack.ts';
import { recordOf } from './record-fixture.ts';

describe.each(GAME_IDS)('packed replay of %s', (id) => {
  const { game, record } = recordOf(id);
  const views: ReplayView[] = [{ kind: 'all' }, ...record.seats.map((_, seat) => ({ kind: 'seat' as const, seat }))];

  test.each(views)('every frame unpacks to what buildFrame makes (%o)', (view) => {
    const input = { key: `${id}-pack-${JSON.stringify(view)}`, record, game, view, ownSeats: new Set<number>() };
    const pack = packReplay(input);
    expect(pack.frames.length).toBe(totalSteps(record));
    let unpacked = 0;
    for (let step = 0; step < pack.frames.length; step++) {
      const frame = buildFrame({ ...input, step });
      expect(unpackFrame(pack, step)).toEqual(frame);
      unpacked += JSON.stringify(frame).length;
    }
    // Shared lists: the decision lines and tricks travel about once per deal, not once per frame
    // (a seat view's observations, sent whole, keep it above half: 0.6 of it for Lupfen's seats).
    expect(JSON.stringify(pack).length).toBeLessThan(unpacked * 0.75);
  });

  test.each(record.seats.map((_, seat) => seat))('seat %i\'s pack names no card the seat is never shown', (seat) => {
    const input = { key: `${id}-leak-${seat}`, record, game, view: { kind: 'seat' as const, seat }, ownSeats: new Set<number>() };
    const pack = packReplay(input);
    const seen = new Set<string>();
    for (let step = 0; step < pack.frames.length; step++) cardsMentioned(unpackFrame(pack, step).observation, seen);
    const sent = [...JSON.stringify(pack).matchAll(/"([EGHS](?:A|K|O|U|10|9|8|7))"|\b([EGHS](?:A|K|O|U|10|9|8|7))\b/g)].map((m) => m[1] ?? m[2] ?? '');
    for (const card of sent) expect(seen.has(card), `${id} seat ${seat} is sent ${card}`).toBe(true);
  });

  test('jumps: one step, a deal, a trick, the ends', () => {
    const pack = packReplay({ key: `${id}-jumps`, record, game, view: { kind: 'all' }, ownSeats: new Set() });
    const last = pack.totalSteps - 1;
    expect(jumpTarget(pack, 0, 'prev')).toBeNull();
    expect(jumpTarget(pack, 0, 'next')).toBe(1);
    expect(jumpTarget(pack, last, 'next')).toBeNull();
    expect(jumpTarget(pack, 1, 'nextDeal')).toBe(pack.dealStarts[1]);
    expect(jumpTarget(pack, (pack.dealStarts[1] ?? 0) + 1, 'prevDeal')).toBe(0);
    const tricks = pack.deals[0]?.trickStarts ?? [];
    if (tricks.length > 1) {
      expect(jumpTarget(pack, tricks[0] ?? 0, 'nextTrick')).toBe(tricks[1]);
      expect(jumpTarget(pack, (tricks[1] ?? 0) + 1, 'prevTrick')).toBe(tricks[1]);
    }
  });
});

describe('the same spot in another rotation', () => {
  test('the same deal and decision; a settlement stays one; cut to a shorter deal', () => {
    const from = [0, 10, 25]; // deal 0: 8 decisions, deal 1: 13
    const to = [0, 12, 22]; // deal 0: 10 decisions, deal 1: 8
    expect(sameSpot(from, to, 3)).toBe(3);
    expect(sameSpot(from, to, 9)).toBe(11); // settle of deal 0
    expect(sameSpot(from, to, 13)).toBe(15);
    expect(sameSpot(from, to, 23)).toBe(21); // decision 12 of deal 1: beyond its 8, so its settlement
  });
});
