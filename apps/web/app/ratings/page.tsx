export const metadata = { title: 'How ratings work' };

export default function RatingsPage() {
  return (
    <article style={{ maxWidth: 720 }}>
      <h1>How ratings work</h1>
      <p>Every match is turned into pairwise results: at a table of k bots, each pair is compared by the chips they ended with (more chips wins, equal is a draw). A Bradley–Terry model is fitted to all results of the league and shown on the Elo scale, averaging 1500.</p>
      <p><strong>95 % interval.</strong> The whisker shows where the true rating lies with 95 % confidence. Two bots whose whiskers overlap cannot be told apart yet.</p>
      <p><strong>Rank.</strong> A bot&apos;s rank range is where it plausibly stands; bots that cannot be separated share ranks. The rank is 1 + the number of bots that are statistically better.</p>
      <p><strong>?</strong> marks a provisional rating: too few games, or an interval wider than ±100. It gets no rank number.</p>
      <p><strong>Trend</strong> is the change since the previous round, shown only when it is larger than the interval; otherwise <code>·</code>.</p>
      <p>All pages read the same stored ratings and say when they were computed.</p>
    </article>
  );
}
