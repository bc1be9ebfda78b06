import { describe, expect, test } from 'vitest';
import { confirmSignup, createPasswordReset, createSignupRequest, findSignupRequest, isPasswordResetValid, resetPassword } from './email-tokens.ts';
import { sha256Hex } from './secrets.ts';
import { createSession, findSession } from './sessions.ts';
import { unwrap } from './test-support.ts';
import { testDatabase } from './test-hooks.ts';
import { createUser, findUserCredentials } from './users.ts';

const t = testDatabase();

const HOUR = 3_600_000;

describe('sign-up requests', () => {
  test('a token is stored only as its hash, creates the account once, and is spent', async () => {
    const token = await createSignupRequest(t.db, { name: 'Nora', email: 'Nora@example.org', passwordHash: 'h1' }, HOUR);
    const rows = await t.db.sql<{ tokenHash: string }[]>`select token_hash from signup_requests`;
    expect(rows.map((r) => r.tokenHash)).toContain(sha256Hex(token));
    expect(JSON.stringify(await t.db.sql`select * from signup_requests`)).not.toContain(token);
    expect(await findUserCredentials(t.db, 'nora@example.org')).toBeUndefined(); // no account before confirmation
    expect(await findSignupRequest(t.db, token)).toEqual({ name: 'Nora', email: 'Nora@example.org' });
    const user = unwrap(await confirmSignup(t.db, token));
    expect(user).toMatchObject({ name: 'Nora', email: 'Nora@example.org', role: 'user' });
    expect(await findUserCredentials(t.db, 'nora@example.org')).toMatchObject({ id: user.id, passwordHash: 'h1' });
    expect(await confirmSignup(t.db, token)).toEqual({ ok: false, error: 'invalid-token' });
    expect(await findSignupRequest(t.db, token)).toBeUndefined();
  });

  test('an expired token does nothing; a second request for a confirmed address or name is refused by kind', async () => {
    const expired = await createSignupRequest(t.db, { name: 'late', email: 'late@example.org', passwordHash: 'h' }, HOUR);
    await t.db.sql`update signup_requests set expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(expired)}`;
    expect(await confirmSignup(t.db, expired)).toEqual({ ok: false, error: 'invalid-token' });
    expect(await findUserCredentials(t.db, 'late@example.org')).toBeUndefined();

    const first = await createSignupRequest(t.db, { name: 'twin-a', email: 'twin@example.org', passwordHash: 'h' }, HOUR);
    const second = await createSignupRequest(t.db, { name: 'twin-b', email: 'TWIN@example.org', passwordHash: 'h' }, HOUR);
    const nameClash = await createSignupRequest(t.db, { name: 'TWIN-A', email: 'other-twin@example.org', passwordHash: 'h' }, HOUR);
    unwrap(await confirmSignup(t.db, first));
    expect(await confirmSignup(t.db, second)).toEqual({ ok: false, error: 'invalid-token' }); // spent with the address's account
    expect(await confirmSignup(t.db, nameClash)).toEqual({ ok: false, error: 'name-taken' });
    expect(await confirmSignup(t.db, nameClash)).toEqual({ ok: false, error: 'invalid-token' });
  });

  test('two uses of one token at once: one account', async () => {
    const token = await createSignupRequest(t.db, { name: 'racer', email: 'racer@example.org', passwordHash: 'h' }, HOUR);
    const results = await Promise.all([confirmSignup(t.db, token), confirmSignup(t.db, token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe('password resets', () => {
  test('a reset sets the password, ends every session and spends every reset token of the account', async () => {
    const user = unwrap(await createUser(t.db, { name: 'resetter', email: 'resetter@example.org', passwordHash: 'old' }));
    const session = await createSession(t.db, user.id, HOUR);
    const one = await createPasswordReset(t.db, user.id, HOUR);
    const two = await createPasswordReset(t.db, user.id, HOUR);
    expect(JSON.stringify(await t.db.sql`select * from password_resets`)).not.toContain(one);
    expect(await isPasswordResetValid(t.db, one)).toBe(true);
    expect(unwrap(await resetPassword(t.db, one, 'new')).id).toBe(user.id);
    expect(await findUserCredentials(t.db, 'resetter@example.org')).toMatchObject({ passwordHash: 'new' });
    expect(await findSession(t.db, session.sessionId)).toBeUndefined();
    expect(await resetPassword(t.db, one, 'again')).toEqual({ ok: false, error: 'invalid-token' });
    expect(await resetPassword(t.db, two, 'again')).toEqual({ ok: false, error: 'invalid-token' });
    expect(await isPasswordResetValid(t.db, two)).toBe(false);
  });

  test('an expired reset token changes nothing', async () => {
    const user = unwrap(await createUser(t.db, { name: 'slow', email: 'slow@example.org', passwordHash: 'old' }));
    const token = await createPasswordReset(t.db, user.id, HOUR);
    await t.db.sql`update password_resets set expires_at = now() - interval '1 second' where token_hash = ${sha256Hex(token)}`;
    expect(await isPasswordResetValid(t.db, token)).toBe(false);
    expect(await resetPassword(t.db, token, 'new')).toEqual({ ok: false, error: 'invalid-token' });
    expect(await findUserCredentials(t.db, 'slow@example.org')).toMatchObject({ passwordHash: 'old' });
  });
});
