'use server';
/** The comparison form's action: rate-limited, then one path with the API (create.ts); success opens the comparison's page. */
import { createFromForm, formOpponents, formText, numberOr } from '../challenges/form-action.ts';
import type { FormState } from '../form-state.ts';
import { createComparisonFor } from './create.ts';

/** The request the form describes: the fields as the API takes them (empty optional fields take their defaults). */
function requestOf(form: FormData): Record<string, unknown> {
  const optional = Object.fromEntries(['elo0', 'elo1', 'maxSets'].flatMap((k) => {
    const v = numberOr(formText(form, k));
    return v === undefined ? [] : [[k, v]];
  }));
  const seed = formText(form, 'seed');
  return {
    game: formText(form, 'game'), versionA: numberOr(formText(form, 'versionA')), versionB: numberOr(formText(form, 'versionB')),
    opponents: formOpponents(form), deals: numberOr(formText(form, 'deals')), ...optional, ...(seed === undefined ? {} : { seed }),
  };
}

export async function createComparisonAction(_prev: FormState, form: FormData): Promise<FormState> {
  return createFromForm(form, { ip: 'comparisonIp', account: 'comparisonAccount' }, (userId) => createComparisonFor(userId, requestOf(form)), (id) => `/compare/${id}`);
}
