/**
 * The match so far, as a match record, from a live stream's header and decisions (live.ts): the
 * engine replays the seed's deals with the decisions taken (as `replayRecord` does for a finished
 * record), so the site builds live views with the replay viewer's own functions. Finished deals get
 * their outcomes; the deal being played is the record's last deal, with `inProgress` set and a
 * zero outcome that no view may show (its settle step does not exist yet: `steps` stops before it).
 */
import { seededDealCards } from '@arena/engine/match';
import { err, ok, type Result } from '@arena/engine/result';
import type { AnyGameDefinition } from '@arena/engine/game';
import { RECORD_VERSION, ranksOf, type DealRecord, type DecisionRecord, type MatchRecord } from './record.ts';
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
  const n = header.seats.length;
  const zeros = Array.from({ length: n }, () => 0);
  let match = game.newMatch(header.options, n, zeros);
  const deals: DealRecord[] = [];
  let i = 0;
  let inProgress = false;
  while (!game.isMatchOver(match) && deals.length < (header.maxDeals ?? Infinity)) {
    const dealer = game.nextDealer(match);
    let state = game.startDeal(match, dealer, seededDealCards(game, header.options, n, header.seed, game.dealsPlayed(match)));
    const first = i;
    for (let seat = game.seatToAct(state); seat !== null && i < decisions.length; seat = game.seatToAct(state)) {
      const d = decisions[i];
      if (!d || d.seat !== seat) return err(`decision ${i}: seat ${String(d?.seat)} recorded, seat ${seat} to act`);
      const action = game.parseAction(d.action);
      if (!action.ok) return err(`decision ${i}: ${action.error.message}`);
      const next = game.applyAction(state, seat, action.value);
      if (!next.ok) return err(`decision ${i}: ${next.error.code}`);
      state = next.value;
      i++;
    }
    if (game.seatToAct(state) !== null) {
      deals.push({ dealer, firstDecision: first, decisions: i - first, outcome: { payoffs: zeros, pot: 0, tricks: zeros } });
      inProgress = true;
      break;
    }
    const settled = game.finishDeal(match, state);
    match = settled.match;
    deals.push({ dealer, firstDecision: first, decisions: i - first, outcome: { ...settled.outcome, payoffs: [...settled.outcome.payoffs], tricks: [...settled.outcome.tricks] } });
  }
  if (i < decisions.length) return err(`${decisions.length - i} decisions after the end of the match`);
  const chips = [...game.matchChips(match)];
  const record: MatchRecord = {
    version: RECORD_VERSION, game: header.game, options: header.options, seed: header.seed, limits: header.limits, maxDeals: header.maxDeals,
    seats: header.seats.map((name, seat) => ({ seat, name, kind: 'sandboxed', identity: '', strikes: 0, retired: null, cpuMs: 0, decisions: 0 })),
    inits: [], decisions: [...decisions], faults: [], deals, chips, ranks: ranksOf(chips),
  };
  const steps = deals.reduce((sum, d) => sum + d.decisions + 2, 0) - (inProgress ? 1 : 0);
  return ok({ record, steps, dealsDone: deals.length - (inProgress ? 1 : 0), inProgress });
}
