import Link from 'next/link';
import { AutoRefresh } from '@/components/auto-refresh';
import { ComparisonFigures, ComparisonSets, verdictOf } from '@/components/comparison-view';
import { fetchComparison } from '@/lib/comparisons/data';

export const dynamic = 'force-dynamic';
type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  return { title: `Comparison ${(await params).id.slice(0, 8)}` };
}

/** A comparison as it runs: its state in words, the LLR against its bounds, B's Elo over A with its interval, and every set's challenges. */
export default async function ComparisonPage({ params }: Props) {
  const { comparison: c, sets } = await fetchComparison((await params).id);
  return (
    <>
      <h1>Comparison {c.id.slice(0, 8)}</h1>
      <p className="muted">
        by {c.ownerName} · {c.game} · A: {c.botA} v{c.versionNoA} · B: {c.botB} v{c.versionNoB} · {c.deals} duplicate deal{c.deals === 1 ? '' : 's'} a set · seed <code>{c.seed}</code> · unranked
      </p>
      <p data-testid="comparison-state">State: <span className="badge">{c.state}</span> — {verdictOf(c)}
        {c.state === 'running' ? <AutoRefresh seconds={2} /> : null}
      </p>
      <ComparisonFigures c={c} />
      <h2>Deal sets</h2>
      <ComparisonSets sets={sets} />
      <p><Link href="/compare">All your comparisons</Link></p>
    </>
  );
}
