/**
 * `arena rerun MATCH --seat K --on-site BOT`: the rerun played by the site's workers, for records
 * whose opponents' sources are not to be had locally (other people's sources stay private on the
 * site). BOT is one of the caller's bots on the site (its newest version) or a version id
 * (`#123`); nothing is uploaded. `POST /api/v1/reruns` creates a challenge with the recorded seed,
 * deals, options, limits and every other seat's recorded version; the command follows it
 * (`GET /api/v1/challenges/<id>`) and prints, per seat rotation, the first differing decision
 * and the chips either way, as the rerun's page shows them.
 */
import { callApi, createOnSite, EXIT, followChallenge, type ChallengeView, type ComparisonView, type Fail } from '../challenge-api.ts';
import { differenceLines, signed } from './report.ts';

export interface OnSiteRerun {
  readonly site: string;
  readonly token: string;
  readonly matchId: string;
  readonly seat: number;
  /** A bot name (its newest version) or a version id. */
  readonly bot: { readonly bot: string } | { readonly botVersion: number };
  readonly timeoutSeconds: number;
  readonly json: boolean;
}

/** `#123` or `123`: a version id; a name otherwise. */
export function siteBot(arg: string): OnSiteRerun['bot'] {
  const id = /^#?(\d{1,15})$/.exec(arg)?.[1];
  return id === undefined ? { bot: arg } : { botVersion: Number(id) };
}

export async function rerunOnSite(r: OnSiteRerun, fail: Fail): Promise<void> {
  const first = await createOnSite(r.site, r.token, '/api/v1/reruns', { of: r.matchId, seat: r.seat, ...r.bot }, fail);
  process.stderr.write(`rerun ${first.id} queued on ${r.site}: ${new URL(first.page, r.site).href}\n`);
  const followed = await followChallenge(r.site, r.token, first, r.timeoutSeconds, fail);
  // A rerun accepted already played has had no GET yet, and only a GET carries the comparison.
  const { challenge, comparison } = followed.comparison === undefined ? { ...followed, ...(await callApi(r.site, r.token, `/api/v1/challenges/${first.id}`, fail)).answer } : followed;
  process.stdout.write(r.json ? `${JSON.stringify({ challenge, comparison: comparison ?? null })}\n` : reportText(challenge, comparison ?? null, r));
  if (challenge.status === 'void') process.exit(EXIT.void);
}

function reportText(c: ChallengeView, comparison: ComparisonView | null, r: OnSiteRerun): string {
  const mine = c.seats.find((s) => s.seat === r.seat);
  const head = `rerun ${c.id} ${c.status}: match ${r.matchId} again (${c.game}, seed ${c.seed}), ${mine ? `${mine.bot} v${mine.version}` : 'your bot'} in seat ${r.seat}, every other seat as recorded`;
  if (c.status === 'void') return `${head}\nnot played: ${c.error ?? 'unknown error'}\n`;
  const lines = [head];
  if (comparison === null) lines.push('the recorded match has no record to compare with');
  else {
    for (const rot of comparison.rotations) {
      lines.push(`rotation ${rot.rotation}, your bot in seat ${rot.seat}:`);
      lines.push(...(rot.difference === null ? ['identical play'] : differenceLines(rot.difference, rot.seat)).map((l) => `  ${l}`));
      lines.push(`  chips of seat ${rot.seat}: recorded ${rot.chips.recorded}, now ${rot.chips.rerun}`);
    }
    const n = comparison.rotations.length;
    lines.push(`${comparison.identical ? 'identical play in every rotation; ' : ''}your bot's chips over ${n} rotation${n === 1 ? '' : 's'}: recorded ${comparison.chips.recorded}, now ${comparison.chips.rerun} (${signed(comparison.chips.rerun - comparison.chips.recorded)})`);
  }
  lines.push(`result ${new URL(c.page, r.site).href}`, `replay ${new URL(c.replay, r.site).href}`);
  return `${lines.join('\n')}\n`;
}
