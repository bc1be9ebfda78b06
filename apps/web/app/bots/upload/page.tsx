import Link from 'next/link';
import { GAMES } from '@arena/games';
import { UploadForm } from '@/components/upload-form';
import { currentSession } from '@/lib/auth/session';
import { fetchAllLeagues } from '@/lib/leagues/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Upload a bot' };

export default async function UploadPage() {
  const session = await currentSession();
  if (!session) return <><h1>Upload a bot</h1><p><Link href="/login?next=/bots/upload">Log in</Link> to upload a bot.</p></>;
  const leagues = (await fetchAllLeagues()).filter((l) => l.state === 'open' || l.state === 'draft' || (l.continuous && l.state !== 'finished'));
  return (
    <>
      <h1>Upload a bot</h1>
      <section className="panel small">
        <strong>Before you upload</strong>
        <ul>
          <li>One TypeScript file exporting <code>decide(observation)</code> that returns one of <code>observation.legalActions</code>; an optional <code>init(info)</code>.</li>
          <li>Imports allowed: <code>@arena/bot-sdk/*</code>, <code>@arena/engine/*</code>, <code>@arena/game-*</code>. Nothing else (no Node APIs, no network).</li>
          <li>Limits: 100 ms CPU per decision plus a 2 s time bank per match, 64 MB memory, 1 KB of log per decision. Faults give the rules&apos; default action and a strike; 3 strikes retire the bot for the match.</li>
          <li>The check: compile → bundle → sandbox load → a two-deal smoke match against house bots → accepted. Check locally first with <code>arena bot check FILE</code>.</li>
        </ul>
      </section>
      <UploadForm csrf={session.csrfSecret} games={GAMES.map((g) => ({ id: g.id, name: g.name }))} leagues={leagues.map((l) => ({ slug: l.slug, name: l.name, game: l.game }))} />
    </>
  );
}
