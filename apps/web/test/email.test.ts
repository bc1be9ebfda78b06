/**
 * Accounts by e-mail against the real site, Postgres, Redis and a real SMTP server on 127.0.0.1
 * (global setup): sign-up answers alike for a new and a taken address and mails each the right
 * thing; the confirmation link makes the account, once; log-in reads alike for an unknown address,
 * a wrong password and an unconfirmed sign-up, with the same work on the server (CPU per request); "Forgot your password?"
 * answers alike for any address, and its link sets a new password once and logs out everywhere;
 * expired links do nothing; tokens are stored as hashes only; mails are limited per address.
 * Without an SMTP server (a second server of the site), mails become .eml files and the log names only them.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { describe, expect, inject, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createSignupRequest } from '@arena/db/email-tokens';
import { createUser } from '@arena/db/users';
import { LINK_SPENT, resetSentMessage, signupSentMessage } from '@/lib/auth/email-links';
import { hashPassword } from '@/lib/auth/password';
import { LIMIT_RULES } from '@/lib/limits/rules';
import { logIn, waitForHydration } from './support/browser.ts';
import { freshIp, testContext } from './support/context.ts';
import { alikeInCpu } from './support/alike-in-cpu.ts';
import { hiddenFields, postAction, postForm } from './support/forms.ts';
import { mailsTo, waitForMails, type ReceivedMail } from './support/mailbox.ts';
import { startServer } from './support/server.ts';
import { PASSWORD } from './support/world.ts';
import { browser, db, useSite } from './support/site.ts';

const { baseUrl, databaseUrl } = testContext();
const mailDir = inject('mailDir');
const serverPid = inject('serverPid');

useSite();

const unique = (prefix: string): string => `${prefix}-${randomBytes(3).toString('hex')}`;
const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

async function newUser(name: string, passwordHash?: string): Promise<{ id: number; email: string }> {
  const created = await createUser(db, { name, email: `${name}@example.org`, passwordHash: passwordHash ?? (await hashPassword(PASSWORD)) });
  if (!created.ok) throw new Error(created.error);
  return { id: created.value.id, email: created.value.email };
}

async function freshContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  return { context, page: await context.newPage() };
}

/** Fills and sends the form under `main`, then returns its message (argon2 on a loaded machine: slow). */
async function submitForm(page: Page, path: string, fields: Record<string, string>): Promise<string> {
  await page.goto(path);
  const first = Object.keys(fields)[0] ?? '';
  await waitForHydration(page, `main input[name=${first}]`);
  for (const [name, value] of Object.entries(fields)) await page.fill(`main input[name=${name}]`, value);
  await page.click('main button[type=submit]');
  await page.locator('main .form-message').waitFor({ timeout: 90_000 });
  return page.locator('main .form-message').innerText();
}

/** The link of a mail that leads to `path`, as a path with its query (for the test browser's baseURL). */
function linkTo(mail: ReceivedMail | undefined, path: string): string {
  const link = mail?.links.find((l) => new URL(l).pathname === path);
  if (link === undefined) throw new Error(`no link to ${path} in ${JSON.stringify(mail?.text)}`);
  expect(new URL(link).origin).toBe(baseUrl); // ARENA_SITE_URL, never the request's Host
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

function tokenOf(pathWithQuery: string): string {
  return new URL(pathWithQuery, baseUrl).searchParams.get('token') ?? '';
}

describe('sign-up by e-mail', () => {
  test('a new and a taken address read the same; the new one gets a confirmation link that makes the account once, the taken one a notice', async () => {
    const name = unique('newbie');
    const email = `${name}@example.org`;
    const holder = await newUser(unique('holder'));
    const { context, page } = await freshContext();
    const fresh = await submitForm(page, '/signup', { name, email, password: PASSWORD });
    const taken = await submitForm(page, '/signup', { name: unique('squatter'), email: holder.email, password: PASSWORD });
    expect(fresh).toBe(signupSentMessage(email));
    expect(taken).toBe(signupSentMessage(holder.email));
    expect(fresh.replace(email, '<address>')).toBe(taken.replace(holder.email, '<address>'));

    // No account before the link is used: the log-in reads as for an unknown address.
    expect(await db.sql`select 1 from users where lower(email) = ${email}`).toHaveLength(0);
    expect(await submitForm(page, '/login', { email, password: PASSWORD })).toBe('Wrong e-mail or password.');

    const [notice] = await waitForMails(mailDir, holder.email);
    expect(notice?.subject).toBe('Someone tried to sign up to Stich Arena with your address');
    linkTo(notice, '/login');
    linkTo(notice, '/login/forgot');
    expect(notice?.links.some((l) => l.includes('/signup/confirm'))).toBe(false);
    expect(await db.sql`select 1 from signup_requests where lower(email) = ${holder.email}`).toHaveLength(0);

    const [confirmation] = await waitForMails(mailDir, email);
    expect(confirmation?.subject).toBe('Finish signing up to Stich Arena');
    const link = linkTo(confirmation, '/signup/confirm');
    const stored = await db.sql<{ tokenHash: string }[]>`select token_hash from signup_requests where email = ${email}`;
    expect(stored.map((r) => r.tokenHash)).toEqual([sha256(tokenOf(link))]); // the token itself is stored nowhere

    await page.goto(link); // opening the link (as a mail scanner would) spends nothing
    await page.goto(link);
    await waitForHydration(page, 'main button[type=submit]');
    await Promise.all([page.waitForURL('**/account'), page.click(`main button:text("Finish signing up as ${name}")`)]);
    await expect(page.locator('h1').innerText()).resolves.toBe(name);
    await context.close();

    const again = await freshContext();
    await again.page.goto(link);
    await expect(again.page.locator('main .form-message').innerText()).resolves.toContain(LINK_SPENT);
    await again.context.close();
    await logIn(browser, baseUrl, email, PASSWORD, freshIp()).then((s) => s.context.close());
  });

  test('an expired confirmation link makes no account', async () => {
    const name = unique('tardy');
    const email = `${name}@example.org`;
    const { context, page } = await freshContext();
    expect(await submitForm(page, '/signup', { name, email, password: PASSWORD })).toBe(signupSentMessage(email));
    const link = linkTo((await waitForMails(mailDir, email))[0], '/signup/confirm');
    await db.sql`update signup_requests set expires_at = now() - interval '1 second' where email = ${email}`;
    await page.goto(link);
    await expect(page.locator('main .form-message').innerText()).resolves.toContain(LINK_SPENT);
    expect(await page.locator('main button[type=submit]').count()).toBe(0);
    expect(await db.sql`select 1 from users where email = ${email}`).toHaveLength(0);
    await context.close();
  });
});


/** The hidden fields of the form under `main` on `path` (its action id), for posting it straight. */
async function formFields(path: string): Promise<Record<string, string>> {
  const { context, page } = await freshContext();
  await page.goto(path);
  const fields = await hiddenFields(page, 'main form');
  await context.close();
  return fields;
}

/** The form message in a server action's HTML answer (posted without JavaScript). */
function messageOf(html: string): string {
  return /class="form-message[^"]*"[^>]*>([^<]*)</.exec(html)?.[1] ?? '';
}

describe('answers that tell nothing, in text and in time', () => {
  test('log-in: an unknown address, a wrong password and an unconfirmed sign-up read the same and cost the server the same', async () => {
    const form = await formFields('/login');
    const passwordHash = await hashPassword(PASSWORD);
    const messages = new Set<string>();
    // Addresses of their own per request, so none is locked.
    const addressOf = {
      unknown: () => Promise.resolve(`${unique('nobody')}@example.org`),
      wrong: async () => (await newUser(unique('known'), passwordHash)).email,
      unconfirmed: async () => {
        const pending = `${unique('pending')}@example.org`;
        await createSignupRequest(db, { name: unique('pending'), email: pending, passwordHash }, 3_600_000);
        return pending;
      },
    };
    const verdict = await alikeInCpu(serverPid, ['unknown', 'wrong', 'unconfirmed'] as const, async (kind, count) => {
      const emails = await Promise.all(Array.from({ length: count }, addressOf[kind]));
      const password = kind === 'unconfirmed' ? PASSWORD : 'not the password';
      for (const email of emails) messages.add(messageOf(await postForm(baseUrl, '/login', { ...form, email, password }, freshIp())));
    });
    expect([...messages]).toEqual(['Wrong e-mail or password.']);
    expect(verdict.alike, verdict.detail).toBe(true); // an unknown address is checked against a dummy hash
  });

  test('sign-up: a new and a taken address cost the server the same', async () => {
    const form = await formFields('/signup');
    const passwordHash = await hashPassword(PASSWORD);
    const verdict = await alikeInCpu(serverPid, ['fresh', 'taken'] as const, async (kind, count) => {
      const emails = await Promise.all(Array.from({ length: count }, async () => (
        kind === 'fresh' ? `${unique('timed-new')}@example.org` : (await newUser(unique('timed-holder'), passwordHash)).email
      )));
      for (const email of emails) {
        expect(messageOf(await postForm(baseUrl, '/signup', { ...form, name: unique('timed'), email, password: PASSWORD }, freshIp()))).toBe(signupSentMessage(email));
      }
    });
    expect(verdict.alike, verdict.detail).toBe(true); // argon2 runs for both; the sign-up request is written after the response
  });
});

describe('forgot password', () => {
  test('any address reads the same; the link sets a new password once and logs out every browser', async () => {
    const user = await newUser(unique('forgetful'));
    const nobody = `${unique('nobody')}@example.org`;
    const a = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    const b = await logIn(browser, baseUrl, user.email, PASSWORD, freshIp());
    const { context, page } = await freshContext();
    expect(await submitForm(page, '/login/forgot', { email: user.email })).toBe(resetSentMessage(user.email));
    expect(await submitForm(page, '/login/forgot', { email: nobody })).toBe(resetSentMessage(nobody));
    const [mail] = await waitForMails(mailDir, user.email);
    expect(mail?.subject).toBe('Choose a new password for Stich Arena');
    const link = linkTo(mail, '/login/reset');
    expect((await db.sql<{ tokenHash: string }[]>`select token_hash from password_resets where user_id = ${user.id}`).map((r) => r.tokenHash))
      .toEqual([sha256(tokenOf(link))]);

    await page.goto(link);
    await waitForHydration(page, 'main input[name=password]');
    await page.fill('main input[name=password]', 'a fresh new passphrase');
    await Promise.all([page.waitForURL('**/account'), page.click('main button[type=submit]')]);
    for (const other of [a, b]) {
      await other.page.goto('/account');
      expect(new URL(other.page.url()).pathname).toBe('/login');
      await other.context.close();
    }
    const [{ n } = { n: -1 }] = await db.sql<{ n: number }[]>`select count(*)::int as n from sessions where user_id = ${user.id}`;
    expect(n).toBe(1); // this browser's new one
    await page.goto(link);
    await expect(page.locator('main .form-message').innerText()).resolves.toContain(LINK_SPENT);
    await context.close();

    const old = await freshContext();
    expect(await submitForm(old.page, '/login', { email: user.email, password: PASSWORD })).toBe('Wrong e-mail or password.');
    await old.context.close();
    await logIn(browser, baseUrl, user.email, 'a fresh new passphrase', freshIp()).then((s) => s.context.close());
    expect(await mailsTo(mailDir, nobody)).toEqual([]); // nothing is sent to an address without an account
  });

  test('an expired reset link changes nothing', async () => {
    const user = await newUser(unique('late-reset'));
    const { context, page } = await freshContext();
    await submitForm(page, '/login/forgot', { email: user.email });
    const link = linkTo((await waitForMails(mailDir, user.email))[0], '/login/reset');
    await page.goto(link);
    const form = await hiddenFields(page, 'main form');
    await db.sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${user.id}`;
    const posted = await postAction(context, baseUrl, link, { ...form, password: 'an attempted passphrase' });
    expect(messageOf(await posted.text())).toContain(LINK_SPENT); // and the old password still works (below)
    await page.goto(link);
    await expect(page.locator('main .form-message').innerText()).resolves.toContain(LINK_SPENT);
    await context.close();
    await logIn(browser, baseUrl, user.email, PASSWORD, freshIp()).then((s) => s.context.close());
  });

  test(`one address gets ${LIMIT_RULES.mailAddress.points} mails an hour, whoever asks; then the form says the wait`, async () => {
    const user = await newUser(unique('flooded'));
    for (let i = 0; i < LIMIT_RULES.mailAddress.points; i++) {
      const { context, page } = await freshContext();
      expect(await submitForm(page, '/login/forgot', { email: user.email })).toBe(resetSentMessage(user.email));
      await context.close();
    }
    const { context, page } = await freshContext();
    expect(await submitForm(page, '/login/forgot', { email: user.email.toUpperCase() })).toMatch(/^Too many mails asked for: try again in \d+ s\.$/);
    const nobody = `${unique('nobody')}@example.org`; // the same for an address without an account: the count tells nothing
    for (let i = 0; i < LIMIT_RULES.mailAddress.points; i++) await submitForm(page, '/login/forgot', { email: nobody });
    expect(await submitForm(page, '/login/forgot', { email: nobody })).toMatch(/^Too many mails asked for/);
    await context.close();
    expect(await waitForMails(mailDir, user.email, LIMIT_RULES.mailAddress.points)).toHaveLength(LIMIT_RULES.mailAddress.points);
  });
});

describe('without an SMTP server', () => {
  test('the mail is an .eml file in the outbox; the server logs its path, never the link or the token', async () => {
    const outbox = await mkdtemp(join(tmpdir(), 'arena-outbox-'));
    process.env.ARENA_SMTP_URL = ''; // this second server only (startServer passes this process's environment)
    process.env.ARENA_OUTBOX_DIR = outbox;
    const server = await startServer(databaseUrl);
    try {
      const name = unique('offline');
      const email = `${name}@example.org`;
      const context = await browser.newContext({ baseURL: server.baseUrl, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
      const page = await context.newPage();
      expect(await submitForm(page, '/signup', { name, email, password: PASSWORD })).toBe(signupSentMessage(email));
      await context.close();
      let files: string[] = [];
      for (let i = 0; i < 150 && files.length === 0; i++) {
        files = (await readdir(outbox)).filter((f) => f.endsWith('.eml'));
        if (files.length === 0) await new Promise((r) => setTimeout(r, 200));
      }
      expect(files).toHaveLength(1);
      const path = join(outbox, files[0] ?? '');
      const mail = await simpleParser(await readFile(path));
      const link = mail.text?.match(/https?:\/\/\S+/)?.[0] ?? '';
      const token = new URL(link).searchParams.get('token') ?? '';
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(server.output()).toContain(path);
      expect(server.output()).not.toContain(token);
      expect(server.output()).not.toContain(email);
      expect(await mailsTo(mailDir, email)).toEqual([]); // nothing went to the SMTP server
    } finally {
      await server.stop();
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
