'use client';
import { logIn, signUp } from '@/lib/auth/actions';
import { confirmSignupAction, requestPasswordResetAction, resetPasswordAction } from '@/lib/auth/email-actions';
import { emptyFormState, type FormState } from '@/lib/form-state';
import { FieldErrors } from './field-errors';
import { useFormKeepingInput } from './use-form-keeping-input';

function Message({ state }: { state: FormState }) {
  if (!state.message) return null;
  return state.ok
    ? <p role="status" className="form-message form-ok">{state.message}</p>
    : <p role="alert" className="form-message">{state.message}</p>;
}

export function SignUpForm() {
  const { state, pending, form } = useFormKeepingInput(signUp, emptyFormState);
  return (
    <form {...form} className="stack">
      <label>Name (shown on ladders)<input type="text" name="name" required minLength={2} maxLength={32} autoComplete="username" /><FieldErrors state={state} field="name" /></label>
      <label>E-mail<input type="email" name="email" required autoComplete="email" /><FieldErrors state={state} field="email" /></label>
      <label>Password (10 characters or more)<input type="password" name="password" required minLength={10} autoComplete="new-password" /><FieldErrors state={state} field="password" /></label>
      <button type="submit" className="primary" disabled={pending}>Sign up</button>
      <Message state={state} />
    </form>
  );
}

export function LogInForm({ next }: { next: string }) {
  const { state, pending, form } = useFormKeepingInput(logIn, emptyFormState);
  return (
    <form {...form} className="stack">
      <input type="hidden" name="next" value={next} />
      <label>E-mail<input type="email" name="email" required autoComplete="email" /><FieldErrors state={state} field="email" /></label>
      <label>Password<input type="password" name="password" required autoComplete="current-password" /><FieldErrors state={state} field="password" /></label>
      <button type="submit" className="primary" disabled={pending}>Log in</button>
      <Message state={state} />
    </form>
  );
}

/** The button behind a sign-up link (a GET never spends the token: mail scanners open links). */
export function ConfirmSignupForm({ token, name }: { token: string; name: string }) {
  const { state, pending, form } = useFormKeepingInput(confirmSignupAction, emptyFormState);
  return (
    <form {...form} className="stack">
      <input type="hidden" name="token" value={token} />
      <button type="submit" className="primary" disabled={pending}>Finish signing up as {name}</button>
      <Message state={state} />
    </form>
  );
}

export function ForgotPasswordForm() {
  const { state, pending, form } = useFormKeepingInput(requestPasswordResetAction, emptyFormState);
  return (
    <form {...form} className="stack">
      <label>E-mail<input type="email" name="email" required autoComplete="email" /><FieldErrors state={state} field="email" /></label>
      <button type="submit" className="primary" disabled={pending}>Send me a link</button>
      <Message state={state} />
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const { state, pending, form } = useFormKeepingInput(resetPasswordAction, emptyFormState);
  return (
    <form {...form} className="stack">
      <input type="hidden" name="token" value={token} />
      <label>New password (10 characters or more)<input type="password" name="password" required minLength={10} autoComplete="new-password" /><FieldErrors state={state} field="password" /></label>
      <button type="submit" className="primary" disabled={pending}>Set the password and log out everywhere</button>
      <Message state={state} />
    </form>
  );
}
