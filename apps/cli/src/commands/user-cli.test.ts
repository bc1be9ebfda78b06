/** `arena user role|list` through the real command on a fresh database. */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, test } from 'vitest';
import { testDatabase } from '@arena/db/test-hooks';
import { createUser, findUserByName } from '@arena/db/users';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../../bin/arena.mjs', import.meta.url));
const t = testDatabase();

async function arena(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], { env: { ...process.env, DATABASE_URL: t.url } });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const failed = e as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

beforeAll(async () => {
  for (const name of ['Erin', 'frank']) await createUser(t.db, { name, email: `${name.toLowerCase()}@example.org`, passwordHash: 'h' });
}, 60_000);

describe('arena user role', () => {
  test('grants organiser and admin (any case of the name), and says when nothing changes', async () => {
    expect(await arena('user', 'role', 'erin', 'organiser')).toMatchObject({ code: 0, stdout: 'Erin: user → organiser\n' });
    expect((await findUserByName(t.db, 'Erin'))?.role).toBe('organiser');
    expect(await arena('user', 'role', 'ERIN', 'admin')).toMatchObject({ code: 0, stdout: 'Erin: organiser → admin\n' });
    expect(await arena('user', 'role', 'Erin', 'admin')).toMatchObject({ code: 0, stdout: 'Erin is admin already\n' });
    expect((await findUserByName(t.db, 'Erin'))?.role).toBe('admin');
  }, 60_000);

  test('refuses unknown roles and users in one line, and keeps the last admin', async () => {
    expect(await arena('user', 'role', 'frank', 'root')).toMatchObject({ code: 1, stderr: 'arena: unknown role "root": one of user, organiser, admin\n' });
    expect(await arena('user', 'role', 'nobody', 'admin')).toMatchObject({ code: 1, stderr: 'arena: no user "nobody" (sign up on the site first)\n' });
    expect(await arena('user', 'role', 'Erin', 'user')).toMatchObject({ code: 1, stderr: 'arena: Erin is the last admin: make another user admin first\n' });
    expect((await findUserByName(t.db, 'Erin'))?.role).toBe('admin');
    expect((await arena('user', 'role', 'frank', 'admin')).code).toBe(0);
    expect(await arena('user', 'role', 'Erin', 'user')).toMatchObject({ code: 0, stdout: 'Erin: admin → user\n' });
  }, 60_000);

  test('user list prints names with roles, filtered', async () => {
    const listed = await arena('user', 'list', 'fra');
    expect(listed.code).toBe(0);
    expect(listed.stdout.split('\n').filter(Boolean)).toEqual([expect.stringMatching(/^frank\s+admin\s+frank@example\.org$/) as unknown]);
  }, 60_000);
});
