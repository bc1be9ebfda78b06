'use client';
import { useActionState } from 'react';
import { createTokenAction } from '@/lib/account/actions';
import { emptyFormState } from '@/lib/form-state';

export function TokenForm({ csrf }: { csrf: string }) {
  const [state, action, pending] = useActionState(createTokenAction, emptyFormState);
  return (
    <form action={action} className="stack">
      <input type="hidden" name="csrf" value={csrf} />
      <label>Token name<input type="text" name="name" required maxLength={64} placeholder="laptop" />{state.errors?.name?.map((e) => <span key={e} className="field-error">{e}</span>)}</label>
      <button type="submit" className="primary" disabled={pending}>Create API token</button>
      {state.secret ? <div role="status"><p>{state.message}</p><div className="secret" data-testid="new-token">{state.secret}</div></div> : state.message ? <p className="form-message">{state.message}</p> : null}
    </form>
  );
}
