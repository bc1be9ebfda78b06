/**
 * Opening a table with a person (issue 19) for a signed-in person: the request checked and stored
 * by @arena/league/person-tables under the person's bound on open tables, then queued for the
 * workers (a table's job is taken before every prioritised one: a person waits). Rate limits are
 * the caller's.
 */
import type { PersonTableRow } from '@arena/db/person-tables';
import type { Result } from '@arena/db/result';
import { enqueuePersonTables } from '@arena/jobs/queue';
import { personTableErrorMessage, requestPersonTable, type PersonTableRequestError } from '@arena/league/person-tables';
import { getDb } from '../db.ts';
import { queueJobs } from '../queue-jobs.ts';

export async function openTableFor(userId: number, raw: unknown): Promise<Result<PersonTableRow, { error: PersonTableRequestError; message: string }>> {
  const created = await requestPersonTable(await getDb(), userId, raw);
  if (!created.ok) return { ok: false, error: { error: created.error, message: personTableErrorMessage(created.error) } };
  await queueJobs((queue) => enqueuePersonTables(queue, [created.value.id]));
  return created;
}
