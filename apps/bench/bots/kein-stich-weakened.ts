/**
 * Kein Stich: a weakened heuristic for the compare benchmark (apps/bench/src/compare-command.ts).
 * It keeps the simplest of the heuristic's rules (bots/kein-stich/heuristic.ts) and none of its
 * card counting: in a trick deal, follow with the lowest card, when void throw the highest, lead
 * the lowest; in the layout deal lay the first card allowed. Bots cannot import other files, so
 * this is a bot of its own rather than the heuristic with noise.
 */
import type { Action, Observation } from '@arena/game-kein-stich/bot';
import { RANK_ORDER } from '@arena/game-kein-stich/bot';
import type { Card } from '@arena/bot-sdk/cards';

const rank = (c: Card): number => RANK_ORDER.indexOf(c.slice(1) as (typeof RANK_ORDER)[number]);

export function decide(observation: Observation): Action {
  const { phase, trick } = observation.view;
  // Highest first; the legal actions are never empty when a bot is asked.
  const byRank = observation.legalActions.map((a) => a.card).sort((x, y) => rank(y) - rank(x));
  const [highest = observation.legalActions[0]?.card] = byRank;
  const lowest = byRank[byRank.length - 1] ?? highest;
  if (phase !== 'trick-play' || highest === undefined || lowest === undefined) return observation.legalActions[0] as Action;
  const led = trick[0]?.card[0];
  const following = led !== undefined && byRank.every((c) => c[0] === led);
  return { type: 'play', card: led === undefined || following ? lowest : highest };
}
