'use client';
import { useActionState } from 'react';
import { enterLeagueAction } from '@/lib/leagues/actions';
import { emptyFormState } from '@/lib/form-state';
import type { OwnVersion } from '@/lib/bots/data';

export function EnterLeagueForm({ leagueId, csrf, versions }: { leagueId: number; csrf: string; versions: readonly OwnVersion[] }) {
  const [state, action, pending] = useActionState(enterLeagueAction, emptyFormState);
  return (
    <form action={action} className="panel" style={{ margin: '8px 0' }}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="leagueId" value={leagueId} />
      <label>Enter a bot: <select name="versionId">
        {versions.map((v) => <option key={v.versionId} value={v.versionId}>{v.botName} v{v.version}</option>)}
      </select></label>{' '}
      <button type="submit" disabled={pending}>Enter league</button>
      {state.message ? <span role="status" className={state.ok ? 'form-ok' : 'field-error'} style={{ marginLeft: 8 }}>{state.message}</span> : null}
    </form>
  );
}
