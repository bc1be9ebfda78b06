/**
 * A real SMTP server on 127.0.0.1 for the browser tests (smtp-server, started by the global setup):
 * the site sends its mails to it through ARENA_SMTP_URL, exactly as to a production server, and
 * every mail received is kept as an `.eml` file in a directory the tests read (mailparser).
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  readonly url: string;
  stop(): Promise<void>;
}

export async function startMailbox(dir: string): Promise<Mailbox> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        writeFile(join(dir, `${Date.now()}-${randomUUID()}.eml`), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Every http(s) link in the text, in order. */
  readonly links: readonly string[];
}

async function readMails(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => {
    const parsed = await simpleParser(await readFile(join(dir, file)));
    const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).map((a) => a.text).join(', ');
    const text = parsed.text ?? '';
    return { to, subject: parsed.subject ?? '', text, links: text.match(/https?:\/\/\S+/g) ?? [] };
  }));
}

/** Every mail received so far for `address` (case-insensitive). */
export async function mailsTo(dir: string, address: string): Promise<ReceivedMail[]> {
  return (await readMails(dir)).filter((m) => m.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits until `count` mails have come for `address` (the site sends after answering). */
export async function waitForMails(dir: string, address: string, count = 1, timeoutMs = 30_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(dir, address);
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`${mails.length} of ${count} mail(s) to ${address} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
