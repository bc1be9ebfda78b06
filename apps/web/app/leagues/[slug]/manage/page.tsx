import type { Metadata } from 'next';
import Link from 'next/link';
import { AutoRefresh } from '@/components/auto-refresh';
import { EnterLeague } from '@/components/enter-league';
import { LeagueAdmin } from '@/components/league-admin';
import { currentSession } from '@/lib/auth/session';
import { dealsPerMatchText } from '@/lib/games';
import { canOrganise } from '@/lib/leagues/access';
import { fetchLeague, fetchMatchCounts, fetchRounds } from '@/lib/leagues/data';

export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Manage ${(await fetchLeague((await params).slug, (await currentSession())?.user)).name}` };
}

function noteText(note: string): string {
  const queued = /^round-(\d+)-(queued|no-queue|queue-unreachable)$/.exec(note);
  if (queued) {
    const how = queued[2] === 'queued' ? 'its matches are queued for the workers'
      : queued[2] === 'no-queue' ? 'its matches wait in the database (no queue configured: run `arena league run --local`)'
      : 'its matches wait in the database; the queue could not be reached';
    return `Round ${queued[1] ?? ''} is scheduled; ${how}.`;
  }
  const known: Record<string, string> = {
    'previous-round-unfinished': 'The previous round is still being played.',
    'house-unknown': 'There is no such house bot.',
    'target-reached': 'All rounds of this league are played.',
    'league-not-running': 'The league is not running.',
    schedule: 'Not enough entries for a table.',
    'continuous-running': 'The ladder runs: the workers schedule its tables and place new bots.',
  };
  const house = /^house-(added|refused)-([a-z0-9-]+)$/.exec(note);
  if (house) return house[1] === 'added' ? `House bot ${house[2] ?? ''} entered.` : `The house bot was not entered: ${house[2] ?? ''}.`;
  return known[note] ?? 'The round could not be started.';
}
/** The league's controls for its organiser (lifecycle, rounds, live progress) and the entry form for programmers. */
export default async function ManageLeaguePage({ params, searchParams }: Props) {
  const session = await currentSession();
  const league = await fetchLeague((await params).slug, session?.user);
  const { note, confirm } = await searchParams;
  const organiser = canOrganise(league, session?.user);
  const { rounds } = await fetchRounds(league.id, 3);
  const counts = league.continuous ? await fetchMatchCounts(league.id) : undefined;
  const takesEntries = league.state === 'open' || (league.continuous && league.state !== 'finished');
  return (
    <>
      <h1>{league.name}</h1>
      <p className="small"><Link href={`/leagues/${league.slug}`}>← ladder and matches</Link> · {league.game} · {league.state} · {league.seatsPerTable} seats per table · {dealsPerMatchText(league)}</p>
      <p>{Object.entries(league.options).map(([k, v]) => <span key={k} className="badge" style={{ marginRight: 4 }}>{k}: {JSON.stringify(v)}</span>)}</p>
      {!session ? <p><Link href={`/login?next=/leagues/${league.slug}/manage`}>Log in</Link> to enter a bot or manage the league.</p> : null}
      {typeof note === 'string' && organiser ? <p role="status" className="panel small">{noteText(note)}</p> : null}
      {organiser && session ? <LeagueAdmin league={league} csrf={session.csrfSecret} latest={rounds[0]} confirmFinish={confirm === 'finish'} /> : null}
      {session && takesEntries ? <EnterLeague league={league} userId={session.user.id} csrf={session.csrfSecret} /> : null}
      {session && !takesEntries && !organiser ? <p>Entries are closed.</p> : null}
      {league.state === 'running' ? <p className="small">Progress<AutoRefresh seconds={5} /></p> : null}
      {counts ? (
        <p className="small">Continuous ladder: {counts.done} matches played, {counts.running} running, {counts.queued} queued{counts.void > 0 ? `, ${counts.void} void` : ''}.</p>
      ) : null}
      {!counts && rounds.length > 0 ? (
        <p className="small">Latest round {rounds[0]?.number}: {rounds[0]?.done}/{rounds[0]?.total} matches done, {rounds[0]?.running} running, {rounds[0]?.queued} queued.</p>
      ) : null}
    </>
  );
}
