'use server';
/** The challenge form's action: rate-limited, then one path with the API (create.ts); success opens the challenge's page. */
import type { FormState } from '../form-state.ts';
import { createChallengeFor } from './create.ts';
import { createFromForm, formOpponents, formText, numberOr } from './form-action.ts';

/** The request the form describes: the fields as the API takes them. */
function requestOf(form: FormData): Record<string, unknown> {
  const seed = formText(form, 'seed');
  return { game: formText(form, 'game'), botVersion: numberOr(formText(form, 'botVersion')), opponents: formOpponents(form), deals: numberOr(formText(form, 'deals')), ...(seed === undefined ? {} : { seed }) };
}

export async function createChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  return createFromForm(form, { ip: 'challengeIp', account: 'challengeAccount' }, (userId) => createChallengeFor(userId, requestOf(form)), (id) => `/challenges/${id}`);
}
