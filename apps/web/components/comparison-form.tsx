'use client';
import { createComparisonAction } from '@/lib/comparisons/actions';
import type { ChallengeFormData } from '@/lib/challenges/data';
import { FieldErrors } from './field-errors';
import { OpponentSeats } from './opponent-seats';
import { useFormKeepingInput } from './use-form-keeping-input';

/**
 * The comparison form for one game (chosen first, in the URL): versions A and B (your own), the
 * field as the challenge form offers it, deals per set, the test's Elo bounds and its most sets.
 */
export function ComparisonForm({ csrf, data, maxSets }: { csrf: string; data: ChallengeFormData; maxSets: number }) {
  const { state, pending, form } = useFormKeepingInput(createComparisonAction, {});
  const err = (k: string) => <FieldErrors state={state} field={k} />;
  const versions = (name: string, label: string, preset: string | undefined) => (
    <label>{label}
      <select name={name} required defaultValue={preset}>{data.mine.map((v) => <option key={v.value} value={v.value}>{v.label}</option>)}</select>
      {err(name)}
    </label>
  );
  return (
    <form {...form} className="stack" aria-label="New comparison">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="game" value={data.game} />
      {versions('versionA', 'Version A (the one you have)', data.mine[1]?.value ?? data.mine[0]?.value)}
      {versions('versionB', 'Version B (is it better?)', data.mine[0]?.value)}
      <OpponentSeats data={data} legend="The field, the same for A and B" error={err('opponents')} />
      <label>Duplicate deals per set (per seat rotation, at each of the two tables; at most {data.maxDeals})
        <input type="number" name="deals" required min={1} max={data.maxDeals} defaultValue={Math.min(4, data.maxDeals)} />{err('deals')}
      </label>
      <label>elo0: B is no better if it is at most this many Elo better than A
        <input type="number" name="elo0" step="any" min={-1000} max={1000} defaultValue={0} />{err('elo0')}
      </label>
      <label>elo1: B is better if it is at least this many Elo better
        <input type="number" name="elo1" step="any" min={-1000} max={1000} defaultValue={10} />{err('elo1')}
      </label>
      <label>Most deal sets (then the answer is “inconclusive”; at most {maxSets})
        <input type="number" name="maxSets" min={1} max={maxSets} defaultValue={50} />{err('maxSets')}
      </label>
      <label>Seed (optional: the sets&apos; seeds are derived from it)
        <input type="text" name="seed" maxLength={100} pattern="[A-Za-z0-9._:\-]{1,100}" />{err('seed')}
      </label>
      <button type="submit" className="primary" disabled={pending}>{pending ? 'Starting…' : 'Start comparison'}</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
