/** A short house-bot match of a game (two deals, default seats and options), for the replay tests. */
import { findGame } from '@arena/games';
import { houseBot } from '@arena/match/house-bots';
import { runMatch } from '@arena/match/run-match';

export function recordOf(id: string) {
  const game = findGame(id);
  if (!game) throw new Error(id);
  const seats = game.seatRange.default;
  const options = game.parseOptions(undefined, seats);
  if (!options.ok) throw new Error(options.error);
  const record = runMatch({ game, options: options.value, seed: `frame-test-${id}`, maxDeals: 2,
    seats: Array.from({ length: seats }, (_, s) => houseBot(s % 2 === 0 ? 'random' : 'first-legal', `seed-${s}`, s)) });
  return { game, record };
}
