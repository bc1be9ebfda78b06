'use client';
import { logIn, signUp } from '@/lib/auth/actions';
import { emptyFormState, type FormState } from '@/lib/form-state';
import { useFormKeepingInput } from './use-form-keeping-input';

function Errors({ state, field }: { state: FormState; field: string }) {
  return <>{state.errors?.[field]?.map((e) => <span key={e} className="field-error">{e}</span>)}</>;
}

export function SignUpForm() {
  const { state, pending, form } = useFormKeepingInput(signUp, emptyFormState);
  return (
    <form {...form} className="stack">
      <label>Name (shown on ladders)<input type="text" name="name" required minLength={2} maxLength={32} autoComplete="username" /><Errors state={state} field="name" /></label>
      <label>E-mail<input type="email" name="email" required autoComplete="email" /><Errors state={state} field="email" /></label>
      <label>Password (10 characters or more)<input type="password" name="password" required minLength={10} autoComplete="new-password" /><Errors state={state} field="password" /></label>
      <button type="submit" className="primary" disabled={pending}>Sign up</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}

export function LogInForm({ next }: { next: string }) {
  const { state, pending, form } = useFormKeepingInput(logIn, emptyFormState);
  return (
    <form {...form} className="stack">
      <input type="hidden" name="next" value={next} />
      <label>E-mail<input type="email" name="email" required autoComplete="email" /><Errors state={state} field="email" /></label>
      <label>Password<input type="password" name="password" required autoComplete="current-password" /><Errors state={state} field="password" /></label>
      <button type="submit" className="primary" disabled={pending}>Log in</button>
      {state.message ? <p role="alert" className="form-message">{state.message}</p> : null}
    </form>
  );
}
