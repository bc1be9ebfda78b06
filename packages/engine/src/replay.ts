/**
 * Replays a parsed scenario through its game (rules/SCENARIOS.md, "The outcome"). Illegal actions
 * are part of the outcome (`error`), never exceptions.
 */
import type { AnyGameDefinition, DealOutcome, GameAction } from './game.ts';
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

export function replayScenario(scenario: Scenario): Outcome {
  const { game } = scenario;
  let match = game.newMatch(scenario.options, scenario.seats, scenario.chips);
  const deals: ReplayDeal[] = [];
  for (const [k, deal] of scenario.deals.entries()) {
    const played = replayDeal(game, match, deal, k);
    if (played.outcome) {
      deals.push(played.outcome);
      match = played.match;
    } else if (!played.error) {
      deals.push({ unfinished: true });
    }
    if (played.error || !played.outcome) return { deals, chips: game.matchChips(match), error: played.error };
  }
  return { deals, chips: game.matchChips(match), error: null };
}

interface DealReplay {
  readonly match: unknown;
  readonly outcome: DealOutcome | null;
  readonly error: ReplayError | null;
}

function replayDeal(game: AnyGameDefinition, match: unknown, deal: ScenarioDeal, k: number): DealReplay {
  let state = game.startDeal(match, deal.dealer, { kind: 'dealt', hands: deal.hands, stock: deal.stock });
  // Widened, not narrowed to null: settleIfOver assigns it.
  let settled = null as { match: unknown; outcome: DealOutcome } | null;
  const settleIfOver = (): void => {
    if (!settled && game.seatToAct(state) === null) settled = game.finishDeal(match, state);
  };
  settleIfOver();
  for (const [j, [seat, raw]] of deal.actions.entries()) {
    const fail = (message: string): DealReplay => ({
      match: settled?.match ?? match, outcome: settled?.outcome ?? null, error: { deal: k, action: j, message },
    });
    if (settled) return fail('the deal is already over');
    const action = game.parseAction(raw);
    if (!action.ok) return fail(`${action.error.code}: ${action.error.message}`);
    const next = applyChecked(game, state, seat, action.value);
    if (!next.ok) return fail(`seat ${seat}: ${next.error}`);
    state = next.value;
    settleIfOver();
  }
  return { match: settled?.match ?? match, outcome: settled?.outcome ?? null, error: null };
}

function applyChecked(game: AnyGameDefinition, state: unknown, seat: number, action: GameAction) {
  const result = game.applyAction(state, seat, action);
  return result.ok ? result : { ok: false as const, error: `${result.error.code}: ${result.error.message}` };
}
