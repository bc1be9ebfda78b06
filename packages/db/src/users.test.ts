import { describe, expect, test } from 'vitest';
import { createApiToken, findUserByApiToken, listApiTokens, revokeApiToken } from './api-tokens.ts';
import { sha256Hex } from './secrets.ts';
import { createSession, deleteExpiredSessions, deleteSession, findSession } from './sessions.ts';
import { unwrap } from './test-support.ts';
import { testDatabase } from './test-hooks.ts';
import { createUser, findUserByName, findUserCredentials, getUser, grantRole, listUsers, setPasswordHash, setUserRole } from './users.ts';

const t = testDatabase();

describe('users', () => {
  test('create, find by name and e-mail case-insensitively, with typed conflicts', async () => {
    const alice = unwrap(await createUser(t.db, { name: 'Alice', email: 'Alice@Example.org', passwordHash: '$argon2id$x' }));
    expect(alice).toMatchObject({ name: 'Alice', role: 'user' });
    expect(typeof alice.id).toBe('number');
    expect(alice.createdAt).toBeInstanceOf(Date);
    expect(alice).not.toHaveProperty('passwordHash');
    expect(await createUser(t.db, { name: 'alice', email: 'other@example.org', passwordHash: 'h' })).toEqual({
      ok: false,
      error: 'name-taken',
    });
    expect(await createUser(t.db, { name: 'alice2', email: 'ALICE@example.org', passwordHash: 'h' })).toEqual({
      ok: false,
      error: 'email-taken',
    });
    expect((await findUserByName(t.db, 'ALICE'))?.id).toBe(alice.id);
    expect(await findUserCredentials(t.db, 'alice@example.ORG')).toMatchObject({ id: alice.id, passwordHash: '$argon2id$x' });
    expect(await getUser(t.db, alice.id)).toEqual(alice);
    expect(await getUser(t.db, 999_999)).toBeUndefined();
  });

  test('roles and password changes', async () => {
    const bob = unwrap(await createUser(t.db, { name: 'bob', email: 'bob@example.org', passwordHash: 'old' }));
    expect(unwrap(await setUserRole(t.db, bob.id, 'organiser')).role).toBe('organiser');
    expect(await setUserRole(t.db, 999_999, 'admin')).toEqual({ ok: false, error: 'not-found' });
    expect(await setPasswordHash(t.db, bob.id, 'new')).toBe(true);
    expect((await findUserCredentials(t.db, 'bob@example.org'))?.passwordHash).toBe('new');
  });

  test('granting roles keeps the last admin, also when two admins demote each other at once', async () => {
    const ann = unwrap(await createUser(t.db, { name: 'ann-admin', email: 'ann@example.org', passwordHash: 'h' }));
    const ben = unwrap(await createUser(t.db, { name: 'ben-admin', email: 'ben@example.org', passwordHash: 'h' }));
    expect(unwrap(await grantRole(t.db, ann.id, 'admin')).role).toBe('admin');
    expect(await grantRole(t.db, ann.id, 'user')).toEqual({ ok: false, error: 'last-admin' });
    expect(unwrap(await grantRole(t.db, ben.id, 'admin')).role).toBe('admin');
    const both = await Promise.all([grantRole(t.db, ann.id, 'organiser'), grantRole(t.db, ben.id, 'user')]);
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.filter((r) => !r.ok)).toEqual([{ ok: false, error: 'last-admin' }]);
    const [admins] = await t.db.sql<{ n: number }[]>`select count(*)::int as n from users where role = 'admin'`;
    expect(admins?.n).toBe(1);
    expect(await grantRole(t.db, 999_999, 'organiser')).toEqual({ ok: false, error: 'not-found' });
  });

  test('listing users by a part of the name or e-mail; % and _ are literal', async () => {
    unwrap(await createUser(t.db, { name: 'list_me', email: 'list-me@example.org', passwordHash: 'h' }));
    unwrap(await createUser(t.db, { name: 'listXme', email: 'other-list@example.org', passwordHash: 'h' }));
    expect((await listUsers(t.db, 'list_')).map((u) => u.name)).toEqual(['list_me']);
    expect((await listUsers(t.db, 'LIST-ME@')).map((u) => u.name)).toEqual(['list_me']);
    expect((await listUsers(t.db, '%')).length).toBe(0);
    expect((await listUsers(t.db, '', 1)).length).toBe(1);
  });

  test('SQL-looking input is data', async () => {
    const name = "x'); drop table users; --";
    const user = unwrap(await createUser(t.db, { name, email: 'sql@example.org', passwordHash: 'h' }));
    expect((await findUserByName(t.db, name))?.id).toBe(user.id);
  });
});

describe('sessions', () => {
  test('store only the hash, find live sessions, expire and delete', async () => {
    const user = unwrap(await createUser(t.db, { name: 'sess', email: 'sess@example.org', passwordHash: 'h' }));
    const session = await createSession(t.db, user.id, 60_000);
    expect(session.sessionId).toHaveLength(43);
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    const [stored] = await t.db.sql<{ idHash: string }[]>`select id_hash from sessions where user_id = ${user.id}`;
    expect(stored?.idHash).toBe(sha256Hex(session.sessionId));
    const found = await findSession(t.db, session.sessionId);
    expect(found?.user.id).toBe(user.id);
    expect(found?.csrfSecret).toBe(session.csrfSecret);
    expect(await findSession(t.db, stored?.idHash ?? '')).toBeUndefined();

    const expired = await createSession(t.db, user.id, -1);
    expect(await findSession(t.db, expired.sessionId)).toBeUndefined();
    expect(await deleteExpiredSessions(t.db)).toBeGreaterThanOrEqual(1);
    expect(await deleteSession(t.db, session.sessionId)).toBe(true);
    expect(await findSession(t.db, session.sessionId)).toBeUndefined();
  });
});

describe('api tokens', () => {
  test('hash-only storage, lookup stamps last use, revocation', async () => {
    const user = unwrap(await createUser(t.db, { name: 'tok', email: 'tok@example.org', passwordHash: 'h' }));
    const other = unwrap(await createUser(t.db, { name: 'tok2', email: 'tok2@example.org', passwordHash: 'h' }));
    const { token, row } = await createApiToken(t.db, user.id, 'laptop');
    expect(token.startsWith('sa_')).toBe(true);
    expect(row).toMatchObject({ userId: user.id, name: 'laptop', prefix: token.slice(0, 10), lastUsedAt: null, revokedAt: null });
    const [stored] = await t.db.sql<{ tokenHash: string }[]>`select token_hash from api_tokens where id = ${row.id}`;
    expect(stored?.tokenHash).toBe(sha256Hex(token));

    expect((await findUserByApiToken(t.db, token))?.id).toBe(user.id);
    expect(await findUserByApiToken(t.db, `${token}x`)).toBeUndefined();
    const [listed] = await listApiTokens(t.db, user.id);
    expect(listed?.lastUsedAt).toBeInstanceOf(Date);
    expect(listed).not.toHaveProperty('tokenHash');

    expect(await revokeApiToken(t.db, other.id, row.id)).toBe(false);
    expect(await revokeApiToken(t.db, user.id, row.id)).toBe(true);
    expect(await revokeApiToken(t.db, user.id, row.id)).toBe(false);
    expect(await findUserByApiToken(t.db, token)).toBeUndefined();
  });
});
