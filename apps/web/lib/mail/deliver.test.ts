/**
 * Mail delivery both ways the site uses: through a real SMTP server on 127.0.0.1 (smtp-server, as
 * in the browser tests), and, with none configured, as an .eml file in the outbox directory.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailbox, waitForMails, type Mailbox } from '@/test/support/mailbox';
import { deliverMail } from './deliver.ts';
import { confirmSignupMail } from './messages.ts';

const LINK = 'http://localhost:3000/signup/confirm?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
let dir: string;
let mailbox: Mailbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'arena-mail-unit-'));
  mailbox = await startMailbox(dir);
});
afterAll(async () => {
  await mailbox.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('deliverMail', () => {
  test('without an SMTP server: an .eml file only its owner reads, in the outbox, with the whole link', async () => {
    const outboxDir = join(dir, 'outbox');
    const delivery = await deliverMail({ smtpUrl: undefined, outboxDir, from: 'Arena <arena@localhost>' }, confirmSignupMail('nora@example.org', 'Nora', LINK, 24));
    if (delivery.via !== 'outbox') throw new Error('expected the outbox');
    expect(delivery.path.startsWith(outboxDir)).toBe(true);
    expect(delivery.path).not.toContain('abcdefghij'); // the logged path tells nothing of the token
    expect((await stat(delivery.path)).mode & 0o777).toBe(0o600);
    const mail = await simpleParser(await readFile(delivery.path));
    expect(mail.subject).toBe('Finish signing up to Stich Arena');
    expect(mail.text).toContain(LINK);
    expect(mail.text).toContain('"Nora"');
  });

  test('with an SMTP server: the mail arrives there', async () => {
    const delivery = await deliverMail({ smtpUrl: mailbox.url, outboxDir: join(dir, 'unused'), from: 'Arena <arena@localhost>' }, confirmSignupMail('omar@example.org', 'Omar', LINK, 24));
    expect(delivery).toEqual({ via: 'smtp' });
    const [mail] = await waitForMails(dir, 'omar@example.org');
    expect(mail?.links).toEqual([LINK]);
  });
});
