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
import { createFromForm, formOpponents, formText, numberOr } from './form-action.ts';

/** The request the form describes: the fields as the API takes them. */
function requestOf(form: FormData): Record<string, unknown> {
  const seed = formText(form, 'seed');
  return { game: formText(form, 'game'), botVersion: numberOr(formText(form, 'botVersion')), opponents: formOpponents(form), deals: numberOr(formText(form, 'deals')), ...(seed === undefined ? {} : { seed }) };
}

export async function createChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  return createFromForm(form, { ip: 'challengeIp', account: 'challengeAccount' }, (userId) => createChallengeFor(userId, requestOf(form)), (id) => `/challenges/${id}`);
}

/** "Rerun with my bot": the match (`of`), one of the viewer's versions and the seat it takes. */
export async function rerunAction(_prev: FormState, form: FormData): Promise<FormState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Log in first (or your form is stale: reload the page).' };
  const limited = await limitAction('challengeIp', ['challengeAccount', session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const raw = { of: formText(form, 'of'), botVersion: numberOr(formText(form, 'botVersion')), seat: numberOr(formText(form, 'seat')) };
  const created = await createRerunFor(session.user.id, raw);
  if (!created.ok) return { message: created.error.message };
  redirect(`/challenges/${created.value.id}`);
}
