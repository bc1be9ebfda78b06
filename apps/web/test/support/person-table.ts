/**
 * Tables with a person in the site's tests: the worker's part played in the test process exactly
 * as the worker plays it (`playPersonTable` with the person asked through Redis by
 * `openPersonAsker`, the match published live under the server's queue prefix), in the background.
 */
import type { Redis } from 'ioredis';
import type { Db } from '@arena/db/client';
import { getPersonTableRecord } from '@arena/db/person-tables';
import { readQueueEnv } from '@arena/jobs/env';
import { answerPerson, openPersonAsker, readPendingAsk } from '@arena/jobs/human';
import { openLivePublisher } from '@arena/jobs/live';
import { playPersonTable } from '@arena/league/play-person-table';
import { matchRecordSchema, type MatchRecord } from '@arena/record/match-record';

/** Plays table `tableId` as a worker would; settles when it is recorded. */
export function playTableAsWorker(db: Db, tableId: string, queuePrefix: string): Promise<void> {
  const env = { ...readQueueEnv(), prefix: queuePrefix };
  const live = openLivePublisher(env, tableId);
  return playPersonTable(db, tableId, (id, clockMs) => openPersonAsker(env, id, clockMs), { live }).then(async (played) => {
    await live.close();
    if (!played.ok || played.value !== 'recorded') throw new Error(`table not recorded: ${JSON.stringify(played)}`);
  });
}

export async function tableRecord(db: Db, tableId: string): Promise<MatchRecord> {
  return matchRecordSchema.parse(await getPersonTableRecord(db, tableId));
}

/** The person's part through Redis, as the page does it: the first legal action after a short think, until `until` settles; how many were answered. */
export async function answerAsPerson(redis: Redis, queuePrefix: string, tableId: string, until: Promise<unknown>): Promise<number> {
  let over = false as boolean; // set when `until` settles
  void until.finally(() => { over = true; }).catch(() => undefined);
  const done = new Set<number>();
  while (!over) {
    const pending = await readPendingAsk(redis, queuePrefix, tableId);
    if (pending && !done.has(pending.decision)) {
      await new Promise((r) => setTimeout(r, 150));
      await answerPerson(redis, queuePrefix, tableId, pending.decision, pending.observation.legalActions[0]);
      done.add(pending.decision);
    }
    await new Promise((r) => setTimeout(r, 30));
  }
  return done.size;
}
