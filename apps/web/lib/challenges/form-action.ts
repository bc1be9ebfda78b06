/**
 * The shared body of the challenge, comparison and table forms' actions: the session from the form
 * (CSRF), the rate limits, one path with the API (`create`), refusals as field errors or one
 * message; success opens the created thing's page.
 */
import { redirect } from 'next/navigation';
import type { Result } from '@arena/db/result';
import type { ComparisonRequestError } from '@arena/league/comparisons';
import type { PersonTableRequestError } from '@arena/league/person-tables';
import { sessionForForm } from '../auth/csrf.ts';
import type { FormState } from '../form-state.ts';
import type { LimitName } from '../limits/rules.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';

/** A form's trimmed text, undefined when empty. */
export const formText = (form: FormData, key: string): string | undefined => {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** A form's text as a number when it is one, else as given (zod names what is wrong). */
export const numberOr = (v: string | undefined): number | string | undefined => (v !== undefined && /^-?\d{1,15}(\.\d{1,6})?$/.test(v) ? Number(v) : v);

/** The opponents of a form's seat selects, empty ones left out. */
export const formOpponents = (form: FormData): (number | string | undefined)[] =>
  form.getAll('opponent').flatMap((o) => (typeof o === 'string' && o !== '' ? [numberOr(o)] : []));

/** What a form's creation may refuse with: field errors, or one message. */
type FormRefusal = ComparisonRequestError | PersonTableRequestError;

export async function createFromForm(
  form: FormData, limits: { ip: LimitName; account: LimitName },
  create: (userId: number) => Promise<Result<{ id: string }, { error: FormRefusal; message: string }>>, pageOf: (id: string) => string,
): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Log in first (or your form is stale: reload the page).' };
  const limited = await limitAction(limits.ip, [limits.account, session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const created = await create(session.user.id);
  if (!created.ok) {
    const { error, message } = created.error;
    if (error.code === 'invalid') {
      const errors: Record<string, string[]> = {};
      for (const f of error.fields) (errors[f.field.split('.')[0] ?? 'body'] ??= []).push(f.message);
      return { errors, message: 'Please fix the fields marked.' };
    }
    if (error.code === 'bad-settings') return { errors: { [error.field]: [error.message] }, message: 'Please fix the fields marked.' };
    return { message };
  }
  redirect(pageOf(created.value.id));
}
