import Link from 'next/link';
import { GAMES } from '@arena/games';
import { UploadForm } from '@/components/upload-form';
import { currentSession } from '@/lib/auth/session';
import { fetchEnterableLeagues } from '@/lib/leagues/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Upload a bot' };

export default async function UploadPage() {
  const session = await currentSession();
  if (!session) return <><h1>Upload a bot</h1><p><Link href="/login?next=/bots/upload">Log in</Link> to upload a bot.</p></>;
  const leagues = await fetchEnterableLeagues(session.user);
  return (
    <>
      <h1>Upload a bot</h1>
      <section className="panel small">
        <strong>Before you upload</strong>
        <ul>
          <li>One TypeScript file exporting <code>decide(observation)</code> that returns one of <code>observation.legalActions</code>; an optional <code>init(info)</code>.</li>
          <li>Imports allowed: <code>@arena/bot-sdk/*</code>, <code>@arena/engine/*</code>, <code>@arena/game-*</code>. Nothing else (no Node APIs, no network).</li>
          <li>Limits: the league&apos;s CPU per decision and memory (100 ms and 64 MB without a league) plus a 2 s time bank per match, 1 KB of log per decision. Faults give the rules&apos; default action and a strike; 3 strikes retire the bot for the match.</li>
          <li>The check: compile → bundle → sandbox load → a smoke match against house bots → accepted. The smoke match plays whole matches of the game under the league&apos;s options and limits until your bot has taken at least 50 decisions, in every phase of the game.</li>
          <li>Check locally first: <code>arena check FILE --game G</code> (G: {GAMES.map((g) => g.id).join(', ')}); then <code>arena play --game G FILE random random</code> plays a match and <code>arena bot upload FILE --league L</code> uploads from the command line.</li>
        </ul>
      </section>
      <UploadForm csrf={session.csrfSecret} games={GAMES.map((g) => ({ id: g.id, name: g.name }))} leagues={leagues.map((l) => ({ slug: l.slug, name: l.name, game: l.game }))} />
    </>
  );
}
