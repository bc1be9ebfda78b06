/**
 * The match so far, as a match record, from a live stream's header and decisions (live.ts): the
 * record player replays the seed's deals with the decisions taken (as `replayRecord` does for a
 * finished record), so the site builds live views with the replay viewer's own functions. Finished
 * deals get their outcomes; the deal being played is the record's last deal, with `inProgress` set
 * and a zero outcome that no view may show (its settle step does not exist yet: `steps` stops
 * before it).
 */
import type { AnyGameDefinition } from '@arena/engine/game';
import { err, ok, type Result } from '@arena/engine/result';
import { dealRecordOf, RECORD_VERSION, ranksOf, type DealRecord, type DecisionRecord, type MatchRecord } from '@arena/record/match-record';
import { playRecordedDecision, recordPlayer } from '@arena/record/replay-record';
import { totalSteps } from '@arena/record/steps';
import type { LiveHeader } from './live.ts';

export interface LiveRecord {
  readonly record: MatchRecord;
  /** Steps that exist so far (the replay's step numbering: deal start, decisions, settle per deal). */
  readonly steps: number;
  /** Deals whose outcome is known. */
  readonly dealsDone: number;
  /** Whether the record's last deal is still being played. */
  readonly inProgress: boolean;
}

export function liveRecord(header: LiveHeader, decisions: readonly DecisionRecord[], game: AnyGameDefinition): Result<LiveRecord, string> {
  if (game.id !== header.game) return err(`the stream is of ${header.game}, not ${game.id}`);
  const played = liveDeals(header, decisions, game);
  if (!played.ok) return played;
  const { deals, inProgress, chips } = played.value;
  const record: MatchRecord = {
    version: RECORD_VERSION, game: header.game, options: header.options, seed: header.seed, limits: header.limits, maxDeals: header.maxDeals,
    seats: header.seats.map((name, seat) => ({ seat, name, kind: 'sandboxed', identity: '', strikes: 0, retired: null, cpuMs: 0, decisions: 0 })),
    inits: [], decisions: [...decisions], faults: [], deals, chips, ranks: ranksOf(chips),
  };
  const steps = totalSteps(record) - (inProgress ? 1 : 0);
  return ok({ record, steps, dealsDone: deals.length - (inProgress ? 1 : 0), inProgress });
}

interface LiveDeals {
  readonly deals: DealRecord[];
  readonly inProgress: boolean;
  readonly chips: number[];
}

/** The deals the decisions so far make, through the record player; the last one in progress when they stop inside it. */
function liveDeals(header: LiveHeader, decisions: readonly DecisionRecord[], game: AnyGameDefinition): Result<LiveDeals, string> {
  const player = recordPlayer(header, game);
  const deals: DealRecord[] = [];
  const zeros = header.seats.map(() => 0);
  let dealer = 0;
  for (let step = player.step; ; step = player.step) {
    if (step.kind === 'match-end') {
      if (step.decisions < decisions.length) return err(`${decisions.length - step.decisions} decisions after the end of the match`);
      return ok({ deals, inProgress: false, chips: [...game.matchChips(step.match)] });
    }
    if (step.kind === 'decision') {
      const d = decisions[step.decision];
      if (!d) {
        const first = deals.reduce((sum, deal) => sum + deal.decisions, 0);
        deals.push({ dealer, firstDecision: first, decisions: step.decision - first, outcome: { payoffs: zeros, pot: 0, tricks: zeros } });
        return ok({ deals, inProgress: true, chips: [...game.matchChips(player.match)] });
      }
      const wrong = playRecordedDecision(player, d);
      if (wrong) return err(`decision ${step.decision}: ${wrong}`);
      continue;
    }
    if (step.kind === 'deal-start') dealer = step.dealer;
    else deals.push(dealRecordOf(step));
    player.advance();
  }
}
