import Link from 'next/link';
import { redirect } from 'next/navigation';
import { GAMES } from '@arena/games';
import { LeagueForm } from '@/components/league-form';
import { currentSession } from '@/lib/auth/session';
import { defaultMatchLength, defaultOptions } from '@/lib/games';
import { fetchOrganisedLeagues } from '@/lib/leagues/data';
import { optionDocs } from '@/lib/leagues/option-docs';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Organise' };

export default async function OrganisePage() {
  const session = await currentSession();
  if (!session) redirect('/login?next=/organise');
  if (session.user.role === 'user') return <><h1>Organise</h1><p>Creating leagues needs the organiser role: an admin grants it on the admin page (or on the command line, <code>arena user role NAME organiser</code>).</p></>;
  const mine = await fetchOrganisedLeagues(session.user);
  const games = await Promise.all(GAMES.map(async (g) => ({
    id: g.id, name: g.name, seats: g.seatRange, defaults: defaultOptions(g.id, g.seatRange.default) ?? {},
    docs: await optionDocs(g.id), ...(defaultMatchLength(g.id, g.seatRange.default) ?? {}),
  })));
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
