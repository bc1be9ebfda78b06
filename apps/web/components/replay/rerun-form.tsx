'use client';
import { rerunAction } from '@/lib/challenges/actions';
import type { VersionChoice } from '@/lib/challenges/data';
import { useFormKeepingInput } from '../use-form-keeping-input';

/**
 * "Rerun with my bot": one of the viewer's versions in a seat of the match (as seated), the other
 * seats, the seed, the deals and the options as recorded. Creates a challenge; its page compares.
 */
export function RerunForm({ csrf, matchId, mine, seats, defaultSeat }: {
  csrf: string; matchId: string; mine: readonly VersionChoice[]; seats: readonly VersionChoice[]; defaultSeat: number;
}) {
  const { state, pending, form } = useFormKeepingInput(rerunAction, {});
  return (
    <form {...form} className="stack" aria-label="Rerun with my bot">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="of" value={matchId} />
      <label>Your bot version
        <select name="botVersion" required defaultValue={mine[0]?.value}>{mine.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}</select>
      </label>
      <label>In the seat of
        <select name="seat" required defaultValue={String(defaultSeat)}>{seats.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}</select>
      </label>
      <button type="submit" className="primary" disabled={pending}>{pending ? 'Creating…' : 'Rerun with my bot'}</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
