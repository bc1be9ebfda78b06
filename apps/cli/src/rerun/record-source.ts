/**
 * Where `arena rerun` reads its record: a file (a record of `arena play --out`, a league record or a
 * downloaded `/matches/<id>.json`), or a match on the site, named by its page's address
 * (`https://site/matches/<id>`, `/challenges/<id>` too) or by its id alone (the site is then
 * `--url` or ARENA_URL). A match on the site is fetched from its public download,
 * `GET /matches/<id>.json`: rate-limited per IP like every API call, other owners' logs removed,
 * and bot sources never in it (records keep only a hash of each).
 */
import { existsSync } from 'node:fs';
import { err, ok, type Result } from '@arena/engine/result';
import { EXIT } from '../challenge-api.ts';

export type RecordSource = { readonly kind: 'file'; readonly path: string } | { readonly kind: 'site'; readonly site: string; readonly id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAGE = /\/(?:matches|challenges)\/([0-9a-f-]{36})(?:\.json)?\/?$/i;

/** True for a match id (a league match's and a challenge's ids are one uuid space). */
export const isMatchId = (text: string): boolean => UUID.test(text);

/** A file when one exists at `arg`; otherwise a match page's address or a bare match id on `site`; otherwise a file (that reading will say is missing). */
export function recordSource(arg: string, site: string): RecordSource {
  if (existsSync(arg)) return { kind: 'file', path: arg };
  if (/^https?:\/\//i.test(arg)) {
    const url = URL.parse(arg);
    const id = url === null ? undefined : PAGE.exec(url.pathname)?.[1];
    if (url !== null && id !== undefined && isMatchId(id)) return { kind: 'site', site: url.origin, id: id.toLowerCase() };
  }
  if (isMatchId(arg)) return { kind: 'site', site, id: arg.toLowerCase() };
  return { kind: 'file', path: arg };
}

/** The match's public download as text, or a one-line refusal with its exit code (3 for the site's rate limit). */
export async function fetchRecordText(site: string, id: string): Promise<Result<string, { code: number; message: string }>> {
  const address = new URL(`/matches/${id}.json`, site).href;
  let response: Response;
  try {
    response = await fetch(address, { headers: { accept: 'application/json' } });
  } catch (e) {
    return err({ code: EXIT.refused, message: `cannot reach ${site}: ${e instanceof Error ? e.message : String(e)}` });
  }
  if (response.ok) return ok(await response.text());
  if (response.status === 429) return err({ code: EXIT.later, message: `${site} limits requests per address: try again in ${response.headers.get('retry-after') ?? 'a few'} s` });
  if (response.status === 404) return err({ code: EXIT.refused, message: `${address}: no such match, or it has no record yet` });
  return err({ code: EXIT.refused, message: `${address}: HTTP ${response.status}` });
}
