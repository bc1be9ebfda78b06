'use server';
/**
 * The challenge form's action and the match page's "Rerun with my bot": rate-limited (the same
 * limits), then one path with the API (create.ts); success opens the challenge's page.
 */
import { redirect } from 'next/navigation';
import { sessionForForm } from '../auth/csrf.ts';
import type { FormState } from '../form-state.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';
import { createChallengeFor, createRerunFor } from './create.ts';

const text = (form: FormData, key: string): string | undefined => {
  const v = form.get(key);
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
};

/** A form's text as a number when it is one, else as given (zod names what is wrong). */
const numberOr = (v: string | undefined): number | string | undefined => (v !== undefined && /^\d{1,15}$/.test(v) ? Number(v) : v);

/** The request the form describes: the fields as the API takes them. */
function requestOf(form: FormData): Record<string, unknown> {
  const opponents = form.getAll('opponent').flatMap((o) => (typeof o === 'string' && o !== '' ? [numberOr(o)] : []));
  const seed = text(form, 'seed');
  return { game: text(form, 'game'), botVersion: numberOr(text(form, 'botVersion')), opponents, deals: numberOr(text(form, 'deals')), ...(seed === undefined ? {} : { seed }) };
}

export async function createChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Log in first (or your form is stale: reload the page).' };
  const limited = await limitAction('challengeIp', ['challengeAccount', session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const created = await createChallengeFor(session.user.id, requestOf(form));
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
  redirect(`/challenges/${created.value.id}`);
}

/** "Rerun with my bot": the match (`of`), one of the viewer's versions and the seat it takes. */
export async function rerunAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Log in first (or your form is stale: reload the page).' };
  const limited = await limitAction('challengeIp', ['challengeAccount', session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const raw = { of: text(form, 'of'), botVersion: numberOr(text(form, 'botVersion')), seat: numberOr(text(form, 'seat')) };
  const created = await createRerunFor(session.user.id, raw);
  if (!created.ok) return { message: created.error.message };
  redirect(`/challenges/${created.value.id}`);
}
