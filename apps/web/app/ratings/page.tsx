import type { MatchesNeeded } from '@arena/engine/game';
import { GAMES } from '@arena/games';

export const metadata = { title: 'How ratings work' };

/** Measured by `npm run bench -- --only rating` (packages/rating/bench/coverage.ts), 2,400 intervals each. */
const COVERAGE: readonly (readonly [seats: number, before: string, after: string])[] = [
  [3, '93.1 %', '96.1 %'],
  [4, '88.5 %', '95.0 %'],
  [5, '85.1 %', '93.8 %'],
  [6, '81.8 %', '95.3 %'],
];

/** Matches needed, as the table shows them. */
function matchesText(needed: MatchesNeeded): string {
  return needed.moreThan ? `more than ${needed.matches}` : String(needed.matches);
}

/** Each measured game's figures (the games' own `scoringMeasure`, from the same bench: apps/bench/src/scoring.ts) and why its default wins. */
function ScoringByGame() {
  const measured = GAMES.flatMap((g) => (g.scoringMeasure ? [{ game: g, measure: g.scoringMeasure }] : []));
  return (
    <>
      <table className="data small">
        <thead><tr><th>Game</th><th className="num">Matchpoints</th><th className="num">Chips</th><th>Default</th></tr></thead>
        <tbody>{measured.map(({ game, measure }) => (
          <tr key={game.id}><td>{game.name}</td><td className="num">{matchesText(measure.matchpoints)}</td><td className="num">{matchesText(measure.chips)}</td><td>{game.duplicateScoring ?? 'chips'}</td></tr>
        ))}</tbody>
      </table>
      <p>{measured.flatMap(({ game, measure }) => (measure.why ? [`In ${game.name} ${measure.why}`] : [])).join(' ')} Each game&apos;s default is the better of the two; an organiser can choose the other when creating a league.</p>
    </>
  );
}

export default function RatingsPage() {
  return (
    <article style={{ maxWidth: 720 }}>
      <h1>How ratings work</h1>
      <p>Every match is played in the duplicate format: the same deals once in every seat rotation, so each bot holds every seat&apos;s cards once and the luck of the cards cancels. Each bot gets its points for the match (see <a href="#scoring">scoring</a>), and every pair of bots at the table is compared: more points wins, equal points is a draw. A Bradley–Terry model is fitted to all the comparisons of the league and shown on the Elo scale, averaging 1500: a bot 100 Elo above another is expected to beat it 64 % of the time.</p>

      <h2>What the interval means</h2>
      <p><strong>95 % interval.</strong> The whisker is the range of ratings that fit the results. It is drawn so that, over many leagues, 95 of every 100 such whiskers contain the bot&apos;s true strength (measured against the league&apos;s average). It is not a promise about one bot: about one bot in twenty sits outside its whisker. Two bots whose whiskers overlap cannot be told apart yet; more matches narrow the whiskers.</p>
      <p>The comparisons of one table are not independent: they share the table&apos;s deals, so a bot that has a good match beats everyone at the table at once. Counting them as independent made the whiskers too narrow. The ladder now measures how much the results of a table move together (a covariance &quot;clustered by table&quot;), and the whiskers are as wide as that requires. On simulated leagues of 12 bots after 20 rounds, how often the 95 % whisker held the true rating:</p>
      <table className="data small">
        <thead><tr><th className="num">Seats per table</th><th className="num">Comparisons counted as independent (before)</th><th className="num">Clustered by table (now)</th></tr></thead>
        <tbody>{COVERAGE.map(([seats, before, after]) => <tr key={seats}><td className="num">{seats}</td><td className="num">{before}</td><td className="num">{after}</td></tr>)}</tbody>
      </table>
      <p className="muted small">After 5 and after 60 rounds the clustered whiskers held 93.3–96.6 % of the time at every table size; the figures, and the methods tried, are in the rating package&apos;s README.</p>

      <h2>Rank and provisional</h2>
      <p><strong>Rank.</strong> A bot&apos;s rank range is where it plausibly stands, from 2,000 simulated ladders drawn with the same uncertainty as the whiskers; bots that cannot be separated share ranks. The rank is 1 + the number of bots that are statistically better.</p>
      <p><strong>?</strong> marks a provisional rating: no games yet, or a whisker wider than ±100 Elo. It gets no rank number. At 4-seat tables that takes about 28 matches against a field of similar bots.</p>
      <p><strong>Trend</strong> is the change since the previous round, shown only when it is larger than the interval; otherwise <code>·</code>.</p>

      <h2 id="scoring">Scoring a match</h2>
      <p>A league scores its duplicate matches in one of two ways. <strong>Chips</strong>: each bot&apos;s chips summed over all rotations. <strong>Matchpoints</strong>, as in duplicate bridge: each deal is compared seat by seat across its rotations (the bots that held the same cards), a bot gets 1 point for every bot it did better than and ½ for a tie, so one deal can count for at most that much however big its pot.</p>
      <p>Which one finds the true order with fewer deals depends on the game. We played the example bots against copies of themselves that make a random move some of the time (so the true order is known) and counted the matches until the ladder had them in the right order 95 % of the time:</p>
      <ScoringByGame />
      <p>All pages read the same stored ratings and say when they were computed.</p>
    </article>
  );
}
