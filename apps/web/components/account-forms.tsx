'use client';
import { useActionState } from 'react';
import { changePasswordAction, deleteAccountAction } from '@/lib/account/hygiene-actions';
import { emptyFormState, type FormState } from '@/lib/form-state';
import { CsrfField } from './csrf-field';

function Errors({ state, field }: { state: FormState; field: string }) {
  return <>{state.errors?.[field]?.map((e) => <span key={e} className="field-error">{e}</span>)}</>;
}

function Message({ state }: { state: FormState }) {
  return state.message ? <p role={state.ok ? 'status' : 'alert'} className="form-message">{state.message}</p> : null;
}

/** Changing the password logs out every other browser of the account. */
export function ChangePasswordForm({ csrf }: { csrf: string }) {
  const [state, action, pending] = useActionState(changePasswordAction, emptyFormState);
  return (
    <form action={action} className="stack" aria-label="Change password">
      <CsrfField token={csrf} />
      <label>Current password<input type="password" name="current" required autoComplete="current-password" /><Errors state={state} field="current" /></label>
      <label>New password (10 characters or more)<input type="password" name="password" required minLength={10} autoComplete="new-password" /><Errors state={state} field="password" /></label>
      <button type="submit" disabled={pending}>Change password and log out everywhere</button>
      <Message state={state} />
    </form>
  );
}

/** Deletes the account: bots retired and renamed, match history kept without the name. */
export function DeleteAccountForm({ csrf }: { csrf: string }) {
  const [state, action, pending] = useActionState(deleteAccountAction, emptyFormState);
  return (
    <form action={action} className="stack" aria-label="Delete account">
      <CsrfField token={csrf} />
      <label>Current password<input type="password" name="current" required autoComplete="current-password" /><Errors state={state} field="current" /></label>
      <label>Type <code>delete my account</code><input type="text" name="confirm" required autoComplete="off" /><Errors state={state} field="confirm" /></label>
      <button type="submit" disabled={pending}>Delete my account</button>
      <Message state={state} />
    </form>
  );
}
