/**
 * Replays a parsed scenario through its game (rules/SCENARIOS.md, "The outcome") with the record
 * player, its deals as dealt. Illegal actions are part of the outcome (`error`), never exceptions.
 */
import type { AnyGameDefinition, DealOutcome, GameAction } from './game.ts';
import { MatchPlayer } from './player.ts';
import type { Scenario, ScenarioDeal } from './scenario.ts';

export interface ReplayError {
  readonly deal: number;
  readonly action: number;
  readonly message: string;
}

export type ReplayDeal = DealOutcome | { readonly unfinished: true };

export interface Outcome {
  readonly deals: readonly ReplayDeal[];
  readonly chips: readonly number[];
  readonly error: ReplayError | null;
}

type ScenarioPlayer = MatchPlayer<unknown, unknown, unknown, GameAction>;

/** Plays each deal's actions; stops at the first illegal action or at a deal its actions leave unfinished. */
export function replayScenario(scenario: Scenario): Outcome {
  const { game } = scenario;
  const player: ScenarioPlayer = new MatchPlayer(game, scenario, { kind: 'dealt', deals: scenario.deals });
  const deals: ReplayDeal[] = [];
  for (const [k, deal] of scenario.deals.entries()) {
    player.advance(); // past the deal's start
    const error = replayActions(game, player, deal, k);
    const step = player.step;
    if (step.kind === 'deal-end') deals.push(step.outcome);
    else if (!error) deals.push({ unfinished: true });
    if (error || step.kind !== 'deal-end') return { deals, chips: game.matchChips(player.match), error };
    player.advance();
  }
  return { deals, chips: game.matchChips(player.match), error: null };
}

function replayActions(game: AnyGameDefinition, player: ScenarioPlayer, deal: ScenarioDeal, k: number): ReplayError | null {
  for (const [j, [seat, raw]] of deal.actions.entries()) {
    const fail = (message: string): ReplayError => ({ deal: k, action: j, message });
    if (player.step.kind !== 'decision') return fail('the deal is already over');
    const action = game.parseAction(raw);
    if (!action.ok) return fail(`${action.error.code}: ${action.error.message}`);
    const played = player.play(action.value, seat);
    if (!played.ok) return fail(`seat ${seat}: ${played.error.code}: ${played.error.message}`);
  }
  return null;
}
