/**
 * Rate limits for server actions: the request's IP from `headers()`, and the form message a
 * limited visitor sees. A refused action's answer is its page (or Flight answer) with that
 * message, sent as 429 with Retry-After (`refused`, lib/http/response-marks.ts), as the API's
 * refusals are (`api.ts`).
 */
import { headers } from 'next/headers';
import { markTooMany } from '../http/response-marks.ts';
import { clientIp } from './client-ip.ts';
import { consumeAll, loginLocked, type Verdict } from './limiters.ts';
import type { LimitName } from './rules.ts';

export async function requestIp(): Promise<string> {
  return clientIp(await headers());
}

export function tooManyMessage(retryAfter: number): string {
  return `Too many attempts: try again in ${retryAfter} s.`;
}

/** A refusal makes this request's answer a 429 with Retry-After. */
function refused(verdict: Verdict): Verdict {
  if (verdict) markTooMany(verdict.retryAfter);
  return verdict;
}

/** Takes a point per IP (`ipRule`) and, when given, per account (`accountRule`, user id). */
export async function limitAction(ipRule: LimitName, accountRule?: readonly [LimitName, number]): Promise<Verdict> {
  const ip = await requestIp();
  const pairs: [LimitName, string][] = [[ipRule, ip]];
  if (accountRule) pairs.push([accountRule[0], String(accountRule[1])]);
  return refused(await consumeAll(pairs));
}

/** Log-in's limits: a point per IP, then the lock of the address typed (growing after failures). */
export async function limitLogIn(email: string): Promise<Verdict> {
  return (await limitAction('loginIp')) ?? refused(await loginLocked(email));
}

/** Takes a point of the mail limits: per IP, and per address (the address typed, known or not). */
export async function limitMail(email: string): Promise<Verdict> {
  return refused(await consumeAll([['mailIp', await requestIp()], ['mailAddress', email.trim().toLowerCase()]]));
}

export function tooManyMailsMessage(retryAfter: number): string {
  return `Too many mails asked for: try again in ${retryAfter} s.`;
}
