/**
 * Delivers one plain-text mail with nodemailer: through the SMTP server of `ARENA_SMTP_URL`, or,
 * with none configured (development, the demo), as an `.eml` file in the outbox directory, readable
 * by any mail program. Neither path logs the message: mails carry single-use links, so the caller
 * logs at most the outbox file's path.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailConfig {
  /** Undefined: write to `outboxDir`. */
  readonly smtpUrl: string | undefined;
  readonly outboxDir: string;
  readonly from: string;
}

export type Delivery = { readonly via: 'smtp' } | { readonly via: 'outbox'; readonly path: string };

/** One SMTP transport per server process and URL (nodemailer opens a connection per mail). */
const holder = globalThis as typeof globalThis & { arenaSmtp?: { url: string; transport: Transporter } };

function smtpTransport(url: string): Transporter {
  if (holder.arenaSmtp?.url !== url) holder.arenaSmtp = { url, transport: createTransport(url) };
  return holder.arenaSmtp.transport;
}

const fileTransport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

export async function deliverMail(config: MailConfig, message: MailMessage): Promise<Delivery> {
  const mail = { from: config.from, to: message.to, subject: message.subject, text: message.text };
  if (config.smtpUrl !== undefined) {
    await smtpTransport(config.smtpUrl).sendMail(mail);
    return { via: 'smtp' };
  }
  const info = await fileTransport.sendMail(mail);
  await mkdir(config.outboxDir, { recursive: true, mode: 0o700 });
  const path = join(config.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  await writeFile(path, info.message, { mode: 0o600 });
  return { via: 'outbox', path };
}
