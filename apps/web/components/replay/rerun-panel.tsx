import { CHALLENGE_RULES } from '@arena/league/challenges';
import { ownVersionChoices } from '@/lib/challenges/data';
import { ownSeatsOf, type MatchData } from '@/lib/matches/data';
import { RerunForm } from './rerun-form';

/**
 * Under a done match's replay, for a signed-in viewer with a bot of its game: rerun the match with
 * one of their versions in a seat (a challenge, the same quota and priority as every challenge).
 */
export async function RerunPanel({ data, userId, csrf }: { data: MatchData; userId: number | undefined; csrf: string | undefined }) {
  if (userId === undefined || csrf === undefined || data.status !== 'done' || data.stored === null) return null;
  const mine = await ownVersionChoices(userId, data.gameId);
  if (mine.length === 0) return null;
  const seats = data.seats.map((s) => ({ value: String(s.seat), label: `seat ${s.seat}: ${s.botName} (${s.ownerName})` }));
  return (
    <section className="panel" aria-label="Rerun">
      <h2>Rerun with my bot</h2>
      {data.seed === null ? <p className="muted">The seed of this match is secret until its round is over: you can rerun it then.</p> : (
        <>
          <p className="muted small">The same seed, deals, options and limits, every other seat&apos;s recorded version, and your version in the seat you choose; played by the workers as an unranked challenge (your daily quota, at most {CHALLENGE_RULES.maxOpen} open). Its page shows the first decision where your version plays otherwise, and the chips either way.</p>
          <RerunForm csrf={csrf} matchId={data.id} mine={mine} seats={seats} defaultSeat={[...ownSeatsOf(data, userId)][0] ?? 0} />
        </>
      )}
    </section>
  );
}
