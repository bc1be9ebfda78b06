import { OwnerOnly } from '@/components/owner-only';
import type { Metadata } from 'next';
import Link from 'next/link';
import { MatchList } from '@/components/match-list';
import { LazyRatingChart as RatingChart } from '@/components/rating-chart-lazy';
import { rankText } from '@/components/ladder';
import { fetchBotPage, fetchCpuByVersion, fetchPlacements } from '@/lib/bots/data';

/** Rendered per request (the CSP nonce: README "Security"); no cookie is read; the source link shows to the owner only (OwnerOnly) and answers 404 to all others. */
export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await fetchBotPage((await params).id);
  return { title: `${page.bot.name} (bot)` };
}

type BotPageData = Awaited<ReturnType<typeof fetchBotPage>>;

export default async function BotPage({ params }: Props) {
  const page = await fetchBotPage((await params).id);
  const cpu = await fetchCpuByVersion(page.bot.id);
  const placements = await fetchPlacements(page);
  return (
    <>
      <h1>{page.bot.name}</h1>
      <p className="muted">{page.bot.game} bot by {page.owner.name} · {page.versions.length} version{page.versions.length === 1 ? '' : 's'} · <Link href={`/challenges?game=${page.bot.game}`}>Challenge it</Link> (an unranked match against your bot)</p>
      <h2>Leagues</h2>
      <BotLeagues page={page} placements={placements} />
      <h2>Rating history</h2>
      <BotRatingHistory page={page} />
      <h2>Versions</h2>
      <BotVersions page={page} />
      <h2>Faults and CPU</h2>
      <BotFaults page={page} cpu={cpu} />
      <h2>Recent matches</h2>
      <MatchList matches={page.recentMatches} botId={page.bot.id} />
    </>
  );
}

function BotLeagues({ page, placements }: { page: BotPageData; placements: Awaited<ReturnType<typeof fetchPlacements>> }) {
  if (page.entries.length === 0) return <p className="muted">Not entered in any league.</p>;
  return (
    <table className="data">
      <thead><tr><th>League</th><th>Version</th><th className="num">Elo</th><th>95 % interval</th><th>Rank</th><th className="num">Games</th><th>Status</th></tr></thead>
      <tbody>
        {page.entries.map((e) => (
          <tr key={e.entryId}>
            <td><Link href={`/leagues/${e.leagueSlug}`}>{e.leagueName}</Link></td>
            <td>v{e.version}</td>
            <td className="num">{e.rating === null ? '—' : Math.round(e.rating)}</td>
            <td>{e.low === null || e.high === null ? '—' : `${Math.round(e.low)}–${Math.round(e.high)}`}</td>
            <td>{e.rankLow === null || e.rankHigh === null ? '—' : rankText({ rankLow: e.rankLow, rankHigh: e.rankHigh })}</td>
            <td className="num">{e.games}</td>
            <td className="small">{e.retiredAt !== null ? 'replaced by a newer version' : placements.has(e.entryId) ? `placing: ${placements.get(e.entryId) ?? ''}` : 'current'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BotRatingHistory({ page }: { page: BotPageData }) {
  const leagues = [...new Set(page.ratingHistory.map((h) => h.leagueId))];
  if (leagues.length === 0) return <p className="muted">No rated rounds yet.</p>;
  return leagues.map((leagueId) => {
    const points = page.ratingHistory.filter((h) => h.leagueId === leagueId);
    const name = page.entries.find((e) => e.leagueId === leagueId)?.leagueName ?? `league ${leagueId}`;
    return (
      <section key={leagueId}>
        <h3 className="small">{name}</h3>
        <RatingChart label={`Rating of ${page.bot.name} in ${name} by round`} points={points.map((p) => ({ round: p.roundNumber, rating: p.rating, band: [p.low, p.high] as const }))} />
        <details><summary className="small">As a table</summary>
          <table className="data small"><thead><tr><th>Round</th><th className="num">Elo</th><th>Interval</th></tr></thead>
            <tbody>{points.map((p) => <tr key={p.roundId}><td>{p.roundNumber}</td><td className="num">{Math.round(p.rating)}</td><td>{Math.round(p.low)}–{Math.round(p.high)}</td></tr>)}</tbody>
          </table>
        </details>
      </section>
    );
  });
}

function BotVersions({ page }: { page: BotPageData }) {
  return (
    <table className="data">
      <thead><tr><th>Version</th><th>Hash</th><th>Uploaded</th><th className="num">Source bytes</th><th>Source</th></tr></thead>
      <tbody>
        {page.versions.map((v) => (
          <tr key={v.id}>
            <td>v{v.version}</td><td><code>{v.contentHash.slice(0, 12)}</code></td>
            <td className="small">{v.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</td>
            <td className="num">{v.sourceBytes}</td>
            <td><OwnerOnly owner={page.owner.name} otherwise={<span className="muted small">owner only</span>}><Link href={`/bots/${page.bot.id}/versions/${v.id}`} prefetch={false}>view</Link></OwnerOnly></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BotFaults({ page, cpu }: { page: BotPageData; cpu: Awaited<ReturnType<typeof fetchCpuByVersion>> }) {
  if (page.faultRates.length === 0) return <p className="muted">No matches played yet.</p>;
  return (
    <table className="data">
      <thead><tr><th>Version</th><th className="num">Matches</th><th className="num">Faults</th><th className="num">Matches with a fault</th><th className="num">Faults per match</th><th className="num">CPU per match, last 500 (ms)</th></tr></thead>
      <tbody>
        {page.faultRates.map((f) => (
          <tr key={f.botVersionId}>
            <td>v{f.version}</td><td className="num">{f.matches}</td><td className="num">{f.faults}</td>
            <td className="num">{Math.round(f.faultyShare * 1000) / 10} %</td><td className="num">{f.faultsPerMatch.toFixed(2)}</td>
            <td className="num">{(cpu.find((c) => c.version === f.version)?.cpuMsPerMatch ?? 0).toFixed(0)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
