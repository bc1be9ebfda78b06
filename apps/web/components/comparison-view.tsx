import Link from 'next/link';
import type { ComparisonSet, ComparisonSummary } from '@arena/db/comparisons';

const signed = (x: number, digits = 0): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

/** What a comparison's state means, in words (never a colour alone). */
export function verdictOf(c: ComparisonSummary): string {
  const a = `${c.botA} v${c.versionNoA}`;
  const b = `${c.botB} v${c.versionNoB}`;
  switch (c.state) {
    case 'running': return `running: is ${b} at least ${signed(c.elo1)} Elo better than ${a}?`;
    case 'accepted': return `accepted: ${b} is better than ${a} (at least ${signed(c.elo1)} Elo, H1)`;
    case 'rejected': return `rejected: ${b} is not better than ${a} by ${signed(c.elo1)} Elo (at most ${signed(c.elo0)}, H0)`;
    case 'inconclusive': return `inconclusive: no decision within ${c.maxSets} deal sets`;
    case 'stopped': return c.stopReason === 'quota-used' ? 'stopped: your daily challenge CPU quota is used (start again after midnight UTC)'
      : c.stopReason === 'void' ? 'stopped: a challenge of a set could not be played (see its page)' : 'stopped: a seat of the field could no longer be seated';
  }
}

/** The test as it stands: LLR against its bounds, the Elo estimate with its interval, sets and deals. */
export function ComparisonFigures({ c }: { c: ComparisonSummary }) {
  return (
    <dl className="facts" data-testid="comparison-figures">
      <dt>LLR</dt>
      <dd data-testid="llr">{c.llr.toFixed(2)} in [{c.lowerBound.toFixed(2)}, {c.upperBound.toFixed(2)}]{' '}
        <meter min={c.lowerBound} max={c.upperBound} value={Math.min(c.upperBound, Math.max(c.lowerBound, c.llr))} aria-label="LLR between its bounds" /></dd>
      <dt>Elo of B over A</dt>
      <dd data-testid="elo">{c.elo === null || c.eloLow === null || c.eloHigh === null ? '– (no set scored yet)' : `${signed(c.elo)} [${signed(c.eloLow)}, ${signed(c.eloHigh)}] (95 %)`}</dd>
      <dt>Played</dt>
      <dd data-testid="played">{c.sets} of at most {c.maxSets} deal sets, {c.dealsPlayed} deals</dd>
      <dt>Test</dt>
      <dd>H0: at most {signed(c.elo0)} Elo · H1: at least {signed(c.elo1)} Elo · α = {c.alpha}, β = {c.beta}</dd>
    </dl>
  );
}

const scoreText = (s: number | null): string => (s === null ? '–' : s === 1 ? 'B better' : s === 0 ? 'A better' : 'even');

/** Every deal set with its pair of challenges. */
export function ComparisonSets({ sets }: { sets: readonly ComparisonSet[] }) {
  if (sets.length === 0) return null;
  return (
    <div className="scroll-x">
      <table className="data small" data-testid="comparison-sets">
        <thead><tr><th className="num">Set</th><th>Seed</th><th>A&apos;s challenge</th><th>B&apos;s challenge</th><th className="num">A points</th><th className="num">B points</th><th>Result</th></tr></thead>
        <tbody>
          {[...sets].reverse().map((s) => (
            <tr key={s.setNo}>
              <td className="num">{s.setNo}</td>
              <td><code>{s.seed}</code></td>
              <td><Link href={`/challenges/${s.challengeA}`}>{s.challengeA.slice(0, 8)}</Link> <span className="badge">{s.statusA}</span></td>
              <td><Link href={`/challenges/${s.challengeB}`}>{s.challengeB.slice(0, 8)}</Link> <span className="badge">{s.statusB}</span></td>
              <td className="num">{s.pointsA ?? '–'}</td>
              <td className="num">{s.pointsB ?? '–'}</td>
              <td>{scoreText(s.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A programmer's comparisons; each row links to its page. */
export function ComparisonList({ comparisons }: { comparisons: readonly ComparisonSummary[] }) {
  if (comparisons.length === 0) return <p className="muted">No comparisons yet.</p>;
  return (
    <div className="scroll-x">
      <table className="data small" data-testid="comparisons">
        <thead><tr><th>Created (UTC)</th><th>Game</th><th>A</th><th>B</th><th>State</th><th className="num">Sets</th><th className="num">LLR</th><th className="num">Elo of B</th></tr></thead>
        <tbody>
          {comparisons.map((c) => (
            <tr key={c.id} data-comparison={c.id} data-state={c.state}>
              <td><Link href={`/compare/${c.id}`}>{c.createdAt.toISOString().slice(0, 16).replace('T', ' ')}</Link></td>
              <td>{c.game}</td>
              <td>{c.botA} v{c.versionNoA}</td>
              <td>{c.botB} v{c.versionNoB}</td>
              <td><span className="badge">{c.state}</span></td>
              <td className="num">{c.sets}</td>
              <td className="num">{c.llr.toFixed(2)}</td>
              <td className="num">{c.elo === null ? '–' : signed(c.elo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
