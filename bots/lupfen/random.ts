/**
 * Lupfen: the random bot. Every decision picks one of the legal actions uniformly at random.
 * Math.random is seeded by the sandbox per match and seat, so a match stays reproducible. This is
 * the floor every other bot should beat clearly.
 */
import type { Action, Observation } from '@arena/game-lupfen/bot';

export function decide(observation: Observation): Action {
  const legal = observation.legalActions;
  const action = legal[Math.floor(Math.random() * legal.length)] ?? legal[0];
  if (action === undefined) throw new Error('no legal action');
  return action;
}
