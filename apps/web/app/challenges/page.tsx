import Link from 'next/link';
import { CHALLENGE_RULES } from '@arena/league/challenges';
import { AutoRefresh } from '@/components/auto-refresh';
import { ChallengeForm } from '@/components/challenge-form';
import { ChallengeList } from '@/components/challenge-list';
import { GameForm } from '@/components/game-picker';
import { currentSession } from '@/lib/auth/session';
import { fetchChallengeForm, fetchMyChallenges, fetchQuota } from '@/lib/challenges/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Challenges' };
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Your challenges and a new one: the game first (`?game=`, state in the URL), then the form. */
export default async function ChallengesPage({ searchParams }: Props) {
  const session = await currentSession();
  if (!session) return <><h1>Challenges</h1><p><Link href="/login?next=/challenges">Log in</Link> to challenge bots.</p></>;
  const q = await searchParams;
  const gameId = typeof q.game === 'string' ? q.game : undefined;
  const [challenges, quota, form] = await Promise.all([
    fetchMyChallenges(session.user.id), fetchQuota(session.user.id),
    gameId === undefined ? Promise.resolve(undefined) : fetchChallengeForm(session.user.id, gameId),
  ]);
  const open = challenges.some((c) => c.status === 'queued' || c.status === 'running');
  return (
    <>
      <h1>Challenges</h1>
      <section className="panel small" aria-label="About challenges">
        <ul>
          <li>Your bot version against opponents you choose, in the duplicate format (the same deals in every seat rotation). <strong>Unranked</strong>: no rating moves.</li>
          <li>Played by the same workers as the leagues, after every placement and ladder match: when the ladders are busy, a challenge waits.</li>
          <li data-testid="quota">Daily CPU quota: <strong>{(quota.quotaMs / 1000).toFixed(0)} s</strong> of your challenges&apos; bot CPU per UTC day; used today: <strong>{(quota.usedMs / 1000).toFixed(2)} s</strong>. At most {quota.maxOpen} challenges queued or running at once; per-bot limits {CHALLENGE_RULES.timeLimitMs} ms CPU per decision, {CHALLENGE_RULES.memoryLimitMb} MB.</li>
          <li>Is your new version better than the old one? <Link href="/compare">Compare them</Link>: pairs of challenges on the same deals, until a statistical test decides.</li>
          <li>Also from the command line: <code>arena challenge --game G --bot NAME --opponent house:random …</code> (with an API token from <Link href="/account">your account</Link>).</li>
        </ul>
      </section>
      <h2>New challenge</h2>
      <GameForm path="/challenges" gameId={gameId} form={form}>
        {(data) => data.mine.length === 0 ? <p>You have no {gameId} bot yet: <Link href="/bots/upload">upload one</Link>.</p>
          : <ChallengeForm key={gameId} csrf={session.csrfSecret} data={data} />}
      </GameForm>
      <h2>Your challenges{open ? <AutoRefresh seconds={3} /> : null}</h2>
      <ChallengeList challenges={challenges} />
    </>
  );
}
