'use server';
/** The upload form's action: file or pasted source, checked before it is accepted. */
import { sessionForForm } from '../auth/csrf.ts';
import { SOURCE_LIMIT } from '../limits/sizes.ts';
import { limitAction, tooManyMessage } from '../limits/site.ts';
import { uploadBot } from './upload.ts';
import type { CheckVerdict } from './check.ts';

export interface UploadState {
  readonly message?: string;
  readonly errors?: Readonly<Record<string, readonly string[]>>;
  readonly verdict?: CheckVerdict;
  readonly source?: string;
  readonly filename?: string;
  readonly accepted?: { readonly botId: number; readonly version: number; readonly entered: string | null; readonly entryError: string | null };
}

export async function uploadBotAction(_prev: UploadState, form: FormData): Promise<UploadState> {
  const session = await sessionForForm(form);
  if (!session) return { message: 'Log in first (or your form is stale: reload the page).' };
  const limited = await limitAction('uploadIp', ['uploadAccount', session.user.id]);
  if (limited) return { message: tooManyMessage(limited.retryAfter) };
  const file = form.get('file');
  let source = form.get('source');
  let filename = 'bot.ts';
  if (file instanceof File && file.size > 0) {
    if (file.size > SOURCE_LIMIT) return { errors: { source: ['the file is over 1 MB'] }, message: 'Please fix the fields marked.' };
    source = await file.text();
    filename = file.name.replace(/[^\w.-]/g, '_').slice(0, 100) || 'bot.ts';
  }
  const str = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const outcome = await uploadBot(session.user.id, { name: str('name'), game: str('game'), league: str('league'), filename, source: typeof source === 'string' ? source : '', replace: form.get('keepVersions') !== 'on' });
  const src = typeof source === 'string' ? source : '';
  switch (outcome.kind) {
    case 'invalid': return { errors: outcome.errors, message: 'Please fix the fields marked.', source: src, filename };
    case 'busy': return { message: outcome.message, source: src, filename };
    case 'rejected': return { verdict: outcome.verdict, message: 'The bot was not accepted.', source: src, filename };
    case 'accepted': return { verdict: outcome.verdict, message: `Accepted as version ${outcome.version}.`, source: src, filename, accepted: { botId: outcome.botId, version: outcome.version, entered: outcome.entered, entryError: outcome.entryError } };
  }
}
