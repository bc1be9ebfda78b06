/**
 * Every API route handler is wrapped in `limitedApi`: a point per client IP before anything else
 * (bad tokens included), 429 with `Retry-After` when refused. Routes that authenticate take a
 * point per account too, with `limitApiAccount`.
 */
import { clientIp } from './client-ip.ts';
import { consume, consumeAll, type Verdict } from './limiters.ts';
import type { LimitName } from './rules.ts';

export function tooMany(verdict: { retryAfter: number }): Response {
  return Response.json({ ok: false, error: 'too many requests', retryAfter: verdict.retryAfter }, { status: 429, headers: { 'retry-after': String(verdict.retryAfter) } });
}

export function limitedApi<A extends unknown[]>(handler: (request: Request, ...rest: A) => Promise<Response>): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    const verdict = await consume('apiIp', clientIp(request.headers));
    return verdict ? tooMany(verdict) : handler(request, ...rest);
  };
}

/** A point of `apiAccount` and of each extra rule, keyed by the account (and the IP for `*Ip` rules). */
export function limitApiAccount(request: Request, userId: number, extra: readonly LimitName[] = []): Promise<Verdict> {
  const ip = clientIp(request.headers);
  return consumeAll([['apiAccount', String(userId)], ...extra.map((name) => [name, name.endsWith('Ip') ? ip : String(userId)] as const)]);
}
