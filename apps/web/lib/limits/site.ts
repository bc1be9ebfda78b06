/**
 * Rate limits for server actions: the request's IP from `headers()`, and the form message a
 * limited visitor sees (a server action's response is always a page, so the wait is said there;
 * the API answers 429 with Retry-After, `api.ts`).
 */
import { headers } from 'next/headers';
import { clientIp } from './client-ip.ts';
import { consumeAll, type Verdict } from './limiters.ts';
import type { LimitName } from './rules.ts';

export async function requestIp(): Promise<string> {
  return clientIp(await headers());
}

export function tooManyMessage(retryAfter: number): string {
  return `Too many attempts: try again in ${retryAfter} s.`;
}

/** Takes a point per IP (`ipRule`) and, when given, per account (`accountRule`, user id). */
export async function limitAction(ipRule: LimitName, accountRule?: readonly [LimitName, number]): Promise<Verdict> {
  const ip = await requestIp();
  const pairs: [LimitName, string][] = [[ipRule, ip]];
  if (accountRule) pairs.push([accountRule[0], String(accountRule[1])]);
  return consumeAll(pairs);
}

/** Takes a point of the mail limits: per IP, and per address (the address typed, known or not). */
export async function limitMail(email: string): Promise<Verdict> {
  return consumeAll([['mailIp', await requestIp()], ['mailAddress', email.trim().toLowerCase()]]);
}

export function tooManyMailsMessage(retryAfter: number): string {
  return `Too many mails asked for: try again in ${retryAfter} s.`;
}
