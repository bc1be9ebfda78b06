'use server';
/** The table form's action: rate-limited, then stored and queued (create.ts); success opens the table to play it. */
import { createFromForm, formOpponents, formText, numberOr } from '../challenges/form-action.ts';
import type { FormState } from '../form-state.ts';
import { openTableFor } from './create.ts';

function requestOf(form: FormData): Record<string, unknown> {
  const clock = numberOr(formText(form, 'clockSeconds'));
  return {
    game: formText(form, 'game'), bots: formOpponents(form), seat: numberOr(formText(form, 'seat')), deals: numberOr(formText(form, 'deals')),
    ...(clock === undefined ? {} : { clockSeconds: clock }),
  };
}

export async function openTableAction(_prev: FormState, form: FormData): Promise<FormState> {
  return createFromForm(form, { ip: 'tableIp', account: 'tableAccount' }, (userId) => openTableFor(userId, requestOf(form)), (id) => `/tables/${id}`);
}
