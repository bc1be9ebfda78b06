import Link from 'next/link';
import { redirect } from 'next/navigation';
import { GAMES } from '@arena/games';
import { LeagueForm } from '@/components/league-form';
import { currentSession } from '@/lib/auth/session';
import { defaultMatchLength, defaultOptions } from '@/lib/games';
import { fetchAllLeagues } from '@/lib/leagues/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Organise' };

export default async function OrganisePage() {
  const session = await currentSession();
  if (!session) redirect('/login?next=/organise');
  if (session.user.role === 'user') return <><h1>Organise</h1><p>Creating leagues needs the organiser role.</p></>;
  const mine = (await fetchAllLeagues()).filter((l) => l.organiserId === session.user.id || session.user.role === 'admin');
  const games = GAMES.map((g) => ({
    id: g.id, name: g.name, seats: g.seatRange, defaults: defaultOptions(g.id, g.seatRange.default) ?? {},
    ...(defaultMatchLength(g.id, g.seatRange.default) ?? {}),
  }));
  return (
    <>
      <h1>Organise</h1>
      <h2>Your leagues</h2>
      {mine.length === 0 ? <p className="muted">None yet.</p> : <ul>{mine.map((l) => <li key={l.id}><Link href={`/leagues/${l.slug}`}>{l.name}</Link> <span className="badge">{l.state}</span></li>)}</ul>}
      <h2>Create a league</h2>
      <LeagueForm csrf={session.csrfSecret} games={games} />
    </>
  );
}
