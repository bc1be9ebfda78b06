/**
 * The site's challenge API as the command line speaks it (`arena challenge`, `arena rerun
 * --on-site`): bearer-token calls, the answers checked with zod, and following a challenge until
 * the workers have played it (polling `GET /api/v1/challenges/<id>`). A failure is one line and
 * an exit code (`EXIT`), through the calling command's own `fail`.
 */
import { z } from 'zod';

/** 0 played (or accepted with --no-wait); 1 refused; 2 void; 3 refused for now (HTTP 429: quota, open bound, rate limit); 4 --timeout passed. */
export const EXIT = { done: 0, refused: 1, void: 2, later: 3, timeout: 4 } as const;

export type Fail = (code: number, message: string) => never;

const seatSchema = z.looseObject({
  seat: z.number(), bot: z.string(), version: z.number(), owner: z.string(),
  rank: z.number().nullable(), score: z.number().nullable(), chips: z.number().nullable(), faults: z.number().nullable(), cpuMs: z.number().nullable(),
});
const challengeSchema = z.looseObject({
  id: z.string(), status: z.string(), game: z.string(), deals: z.number(), seed: z.string(), scoring: z.string(),
  cpuMs: z.number(), error: z.string().nullable(), page: z.string(), replay: z.string(), seats: z.array(seatSchema),
  challengerSeat: z.number().optional(), rerunOf: z.string().nullable().optional(),
});
export type ChallengeView = z.infer<typeof challengeSchema>;

const decisionSchema = z.looseObject({ seat: z.number(), action: z.unknown(), by: z.enum(['bot', 'default']) }).nullable();
const chipsSchema = z.object({ recorded: z.number(), rerun: z.number() });
/** A done rerun against its record (the site's RerunComparisonView): per rotation the first differing decision and the chips. */
const comparisonSchema = z.looseObject({
  identical: z.boolean(), chips: chipsSchema,
  rotations: z.array(z.looseObject({
    rotation: z.number(), seat: z.number(), chips: chipsSchema,
    difference: z.looseObject({ decision: z.number(), deal: z.number(), step: z.number(), seat: z.number(), recorded: decisionSchema, rerun: decisionSchema }).nullable(),
  })),
});
export type ComparisonView = z.infer<typeof comparisonSchema>;

const answerSchema = z.looseObject({
  ok: z.boolean(), error: z.string().optional(), message: z.string().optional(), challenge: challengeSchema.optional(),
  comparison: comparisonSchema.nullable().optional(),
});
export type Answer = z.infer<typeof answerSchema>;

/** One call of the API; an unreachable site or an answer of another shape fails with exit 1. */
export async function callApi(site: string, token: string, path: string, fail: Fail, body?: unknown): Promise<{ status: number; answer: Answer }> {
  let response: Response;
  try {
    response = await fetch(new URL(path, site), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (e) {
    fail(EXIT.refused, `cannot reach ${site}: ${e instanceof Error ? e.message : String(e)}`);
  }
  const parsed = answerSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) fail(EXIT.refused, `unexpected answer from the site (HTTP ${response.status})`);
  return { status: response.status, answer: parsed.data };
}

/** POSTs a challenge (or a rerun) and returns the accepted challenge; a refusal fails with its exit code and the site's sentence. */
export async function createOnSite(site: string, token: string, path: string, body: unknown, fail: Fail): Promise<ChallengeView> {
  const created = await callApi(site, token, path, fail, body);
  if (created.status === 429) fail(EXIT.later, created.answer.message ?? `refused for now (${created.answer.error ?? 'too many requests'})`);
  if (created.status === 401) fail(EXIT.refused, 'the site refused the token (401): create a new one on your account page');
  if (!created.answer.ok || !created.answer.challenge) fail(EXIT.refused, created.answer.message ?? created.answer.error ?? `HTTP ${created.status}`);
  return created.answer.challenge;
}

/** Polls the challenge every second until it is done or void (its last answer), or fails with exit 4 after `timeoutSeconds`. */
export async function followChallenge(site: string, token: string, first: ChallengeView, timeoutSeconds: number, fail: Fail): Promise<Answer & { challenge: ChallengeView }> {
  let answer: Answer & { challenge: ChallengeView } = { ok: true, challenge: first };
  const until = Date.now() + timeoutSeconds * 1000;
  while (answer.challenge.status === 'queued' || answer.challenge.status === 'running') {
    if (Date.now() >= until) fail(EXIT.timeout, `challenge ${first.id} is still ${answer.challenge.status} after ${timeoutSeconds} s: ${new URL(first.page, site).href}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const read = await callApi(site, token, `/api/v1/challenges/${first.id}`, fail);
    if (read.answer.challenge) answer = { ...read.answer, challenge: read.answer.challenge };
    else if (read.status !== 429) fail(EXIT.refused, read.answer.message ?? read.answer.error ?? `HTTP ${read.status}`);
  }
  return answer;
}

/** A whole number option (seconds, deals, ids), or a refusal naming the option. */
export function wholeNumber(text: string, option: string, fail: Fail): number {
  if (!/^\d{1,9}$/.test(text)) fail(EXIT.refused, `${option} must be a whole number, not ${text}`);
  return Number(text);
}
