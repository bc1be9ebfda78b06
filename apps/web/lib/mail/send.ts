/**
 * Sends a mail after the response has gone out (`after`), so that a form's answer takes the same
 * time whichever mail it sends, or none, and an SMTP server's delay tells a visitor nothing. A
 * mail that needs a write first (a sign-up's link) is given as a function that writes and returns
 * it, so the write happens after the response too. The log gets the outbox file's path or the
 * failure, never the address, the link or the token.
 */
import { after } from 'next/server';
import { siteEnv } from '../env.ts';
import { deliverMail, type MailMessage } from './deliver.ts';

export function sendAfterResponse(message: MailMessage | (() => Promise<MailMessage>)): void {
  after(async () => {
    const env = siteEnv();
    try {
      const mail = typeof message === 'function' ? await message() : message;
      const delivery = await deliverMail({ smtpUrl: env.smtpUrl, outboxDir: env.outboxDir, from: env.mailFrom }, mail);
      if (delivery.via === 'outbox') console.info(`mail: no SMTP server configured (ARENA_SMTP_URL); written to ${delivery.path}`);
    } catch (error) {
      console.error(`mail: not sent: ${error instanceof Error ? error.message : 'unknown error'}`);
    }
  });
}

/** A link into this site for a mail: the configured public origin, never the request's Host. */
export function siteLink(path: string, token: string): string {
  return `${siteEnv().siteUrl}${path}?token=${encodeURIComponent(token)}`;
}
