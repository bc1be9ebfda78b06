/** The API's view of a challenge (`GET /api/v1/challenges/<id>`, the answer of POST, `arena challenge`). */
import type { ChallengeDetail } from '@arena/db/challenges';

export interface ChallengeView {
  readonly id: string;
  readonly status: string;
  readonly game: string;
  readonly deals: number;
  readonly seed: string;
  readonly scoring: string;
  readonly ranked: false;
  readonly cpuMs: number;
  readonly error: string | null;
  readonly createdAt: string;
  readonly finishedAt: string | null;
  /** The challenger's seat (0; seat K of a rerun) and the match a rerun copies (null otherwise). */
  readonly challengerSeat: number;
  readonly rerunOf: string | null;
  /** Site paths: the result page and the replay (the match page). */
  readonly page: string;
  readonly replay: string;
  readonly seats: readonly {
    readonly seat: number; readonly bot: string; readonly version: number; readonly botVersionId: number; readonly owner: string;
    readonly rank: number | null; readonly score: number | null; readonly chips: number | null; readonly faults: number | null; readonly cpuMs: number | null;
  }[];
}

export function challengeView(c: ChallengeDetail): ChallengeView {
  return {
    id: c.id, status: c.status, game: c.game, deals: c.deals, seed: c.seed, scoring: c.scoring, ranked: false, cpuMs: c.cpuMs, error: c.error,
    createdAt: c.createdAt.toISOString(), finishedAt: c.finishedAt?.toISOString() ?? null, challengerSeat: c.challengerSeat, rerunOf: c.rerunOf,
    page: `/challenges/${c.id}`, replay: `/matches/${c.id}`,
    seats: c.seats.map((s) => ({
      seat: s.seat, bot: s.botName, version: s.version, botVersionId: s.botVersionId, owner: s.ownerName,
      rank: s.rank, score: s.score, chips: s.chips, faults: s.faults, cpuMs: s.cpuMs,
    })),
  };
}
