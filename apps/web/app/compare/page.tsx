import Link from 'next/link';
import { COMPARISON_RULES } from '@arena/league/comparisons';
import { AutoRefresh } from '@/components/auto-refresh';
import { ComparisonForm } from '@/components/comparison-form';
import { ComparisonList } from '@/components/comparison-view';
import { GameForm } from '@/components/game-picker';
import { currentSession } from '@/lib/auth/session';
import { fetchChallengeForm } from '@/lib/challenges/data';
import { fetchMyComparisons } from '@/lib/comparisons/data';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Compare versions' };
type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Is v2 better than v1?": your comparisons and a new one (the game first, `?game=`, then the form). */
export default async function ComparePage({ searchParams }: Props) {
  const session = await currentSession();
  if (!session) return <><h1>Compare versions</h1><p><Link href="/login?next=/compare">Log in</Link> to compare your bot versions.</p></>;
  const q = await searchParams;
  const gameId = typeof q.game === 'string' ? q.game : undefined;
  const [comparisons, form] = await Promise.all([
    fetchMyComparisons(session.user.id),
    gameId === undefined ? Promise.resolve(undefined) : fetchChallengeForm(session.user.id, gameId),
  ]);
  const running = comparisons.some((c) => c.state === 'running');
  return (
    <>
      <h1>Compare versions</h1>
      <section className="panel small" aria-label="About comparisons">
        <ul>
          <li>Is version B better than version A? A and B each play the same duplicate deals against the same field, one <Link href="/challenges">challenge</Link> each: a <strong>deal set</strong>. B scores 1, ½ or 0 on the set by its points against A&apos;s.</li>
          <li>After every set a sequential probability ratio test (the one of <code>arena compare</code>, α = β = {COMPARISON_RULES.alpha}) decides: <strong>accepted</strong> (B is at least elo1 better), <strong>rejected</strong> (at most elo0), or the next set is played with a new seed, up to the most sets you allow (then <strong>inconclusive</strong>).</li>
          <li>Unranked, and counted against your daily challenge CPU quota: when it is used, the comparison stops. One set at a time.</li>
          <li>Also with an API token: <code>POST /api/v1/comparisons</code>.</li>
        </ul>
      </section>
      <h2>New comparison</h2>
      <GameForm path="/compare" gameId={gameId} form={form}>
        {(data) => data.mine.length < 2 ? <p>A comparison needs two versions of your {gameId} bots: <Link href="/bots/upload">upload one</Link>.</p>
          : <ComparisonForm key={gameId} csrf={session.csrfSecret} data={data} maxSets={COMPARISON_RULES.maxSets} />}
      </GameForm>
      <h2>Your comparisons{running ? <AutoRefresh seconds={3} /> : null}</h2>
      <ComparisonList comparisons={comparisons} />
    </>
  );
}
