'use client';
import { createChallengeAction } from '@/lib/challenges/actions';
import type { ChallengeFormData } from '@/lib/challenges/data';
import { FieldErrors } from './field-errors';
import { OpponentSeats } from './opponent-seats';
import { useFormKeepingInput } from './use-form-keeping-input';

/**
 * The challenge form for one game (the game is chosen first, in the URL): your version, up to
 * `seats.max - 1` opponents (empty selects are left out), the deals per rotation, an optional seed.
 */
export function ChallengeForm({ csrf, data }: { csrf: string; data: ChallengeFormData }) {
  const { state, pending, form } = useFormKeepingInput(createChallengeAction, {});
  const err = (k: string) => <FieldErrors state={state} field={k} />;
  return (
    <form {...form} className="stack" aria-label="New challenge">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="game" value={data.game} />
      <label>Your bot version
        <select name="botVersion" required defaultValue={data.mine[0]?.value}>{data.mine.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}</select>
        {err('botVersion')}{err('bot')}
      </label>
      <OpponentSeats data={data} legend="Opponents" error={err('opponents')} />
      <label>Duplicate deals (per seat rotation; at most {data.maxDeals} at the usual table size)
        <input type="number" name="deals" required min={1} max={data.maxDeals} defaultValue={Math.min(4, data.maxDeals)} />{err('deals')}
      </label>
      <label>Seed (optional: the same seed deals the same cards, so two versions can play the same deals)
        <input type="text" name="seed" maxLength={100} pattern="[A-Za-z0-9._:\-]{1,100}" />{err('seed')}
      </label>
      <button type="submit" className="primary" disabled={pending}>{pending ? 'Creating…' : 'Create challenge'}</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
