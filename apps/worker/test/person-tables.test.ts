/**
 * A table with a person through a real worker process (issue 19): requested as the site does
 * (`requestPersonTable`), queued as a `table` job, played by the worker with the person's seat
 * asked through Redis; this test plays the site's part (reads the pending decision, answers it).
 * The table is recorded with its replay, published live to its end, and touches no league.
 */
import { Redis } from 'ioredis';
import { afterAll, describe, expect, test } from 'vitest';
import { getPersonTable, getPersonTableRecord } from '@arena/db/person-tables';
import { createUser } from '@arena/db/users';
import { answerPerson, readPendingAsk } from '@arena/jobs/human';
import { liveStreamKey, readLive } from '@arena/jobs/live';
import { enqueuePersonTables, openMatchQueue } from '@arena/jobs/queue';
import { personTableErrorMessage, requestPersonTable } from '@arena/league/person-tables';
import { matchRecordSchema } from '@arena/record/match-record';
import { type WorkerProcess } from './support.ts';
import { workerTestBed } from './test-bed.ts';

const { t, env, start } = workerTestBed();
let worker: WorkerProcess | undefined;
const redis = new Redis(env.redisUrl);

afterAll(async () => {
  await redis.quit();
});

describe('a table with a person in the workers', () => {
  test('played with the person answering through Redis, recorded with its replay, published live, no league touched', async () => {
    const user = await createUser(t.db, { name: 'pia', email: 'pia@example.org', passwordHash: 'h' });
    if (!user.ok) throw new Error(user.error);
    const request = { game: 'bolachen', bots: ['house:random', 'house:first-legal'], seat: 1, deals: 1 };
    const table = await requestPersonTable(t.db, user.value.id, request);
    if (!table.ok) throw new Error(personTableErrorMessage(table.error));
    // The bound on open tables: a third open table is refused.
    expect((await requestPersonTable(t.db, user.value.id, request)).ok).toBe(true);
    const third = await requestPersonTable(t.db, user.value.id, request);
    expect(third.ok ? null : third.error).toEqual({ code: 'too-many-open', open: 2, maxOpen: 2 });
    const queue = openMatchQueue(env);
    await enqueuePersonTables(queue, [table.value.id]);
    await queue.close();
    worker = start({ concurrency: 1, schedulerMs: 0 });

    const answered: number[] = [];
    const end = Date.now() + 180_000;
    for (;;) {
      const row = await getPersonTable(t.db, table.value.id);
      if (row?.status === 'done' || row?.status === 'void') break;
      if (Date.now() > end) throw new Error(`table not done\n${worker.output().slice(-3000)}`);
      const pending = await readPendingAsk(redis, env.prefix, table.value.id);
      if (pending && !answered.includes(pending.decision)) {
        expect(pending.seat).toBe(1);
        await answerPerson(redis, env.prefix, table.value.id, pending.decision, pending.observation.legalActions[0]);
        answered.push(pending.decision);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const done = await getPersonTable(t.db, table.value.id);
    expect(done?.status).toBe('done');
    expect(done?.seats.map((s) => s.userId)).toEqual([null, user.value.id, null]);
    expect(done?.seats.every((s) => s.chips !== null)).toBe(true);
    const record = matchRecordSchema.parse(await getPersonTableRecord(t.db, table.value.id));
    expect(record.seats[1]).toMatchObject({ kind: 'human', identity: `person:${user.value.id}` });
    const theirs = record.decisions.filter((d) => d.seat === 1);
    expect(theirs.length).toBe(answered.length);
    expect(theirs.every((d) => d.by === 'bot')).toBe(true);
    const events = (await readLive(redis, liveStreamKey(env.prefix, table.value.id, 0), '0', 10, 10_000)).map((e) => e.event as { t: string });
    expect(events[0]?.t).toBe('start');
    expect(events.filter((e) => e.t === 'decision')).toHaveLength(record.decisions.length);
    expect(events.at(-1)).toEqual({ t: 'end', status: 'done' });
    const [leagues] = await t.db.sql<{ n: number }[]>`select (select count(*) from leagues)::int + (select count(*) from ratings)::int as n`;
    expect(leagues?.n).toBe(0);
  }, 240_000);
});
