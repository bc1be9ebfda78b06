/**
 * The full strength report (issue 6, section 4): per game, duplicate sets of at least 200 distinct
 * deals, heuristic vs random and (Kein Stich) search vs heuristic; prints a table. Run with
 * `npm run strength --workspace @arena/bots` (several minutes: the search bot thinks).
 * Arguments: [game] [pairing] [matches] to run one line only.
 */
import { strength, type StrengthResult } from './harness.ts';

interface Line { readonly game: string; readonly lineup: readonly string[]; readonly matches: number }

const LINES: readonly Line[] = [
  { game: 'lupfen', lineup: ['heuristic', 'random', 'heuristic', 'random'], matches: 9 },
  { game: 'kein-stich', lineup: ['heuristic', 'random', 'heuristic', 'random'], matches: 10 },
  { game: 'bolachen', lineup: ['heuristic', 'random', 'random'], matches: 17 },
  { game: 'kontraspiel', lineup: ['heuristic', 'random', 'heuristic', 'random'], matches: 10 },
  { game: 'kein-stich', lineup: ['search', 'heuristic', 'search', 'heuristic'], matches: 10 },
];

const [game, pairing, matches] = process.argv.slice(2);
const chosen = LINES.filter((l) => (!game || l.game === game) && (!pairing || l.lineup.join('-').includes(pairing)));
const rows: string[] = ['| game | seats (first rotation) | distinct deals | rotations | deal plays | chips per bot (summed over rotations) | first bot ahead in matches | faults |', '|---|---|---|---|---|---|---|---|'];
for (const line of chosen) {
  const started = performance.now();
  const r: StrengthResult = strength(line.game, line.lineup, matches ? Number(matches) : line.matches, `strength-${line.game}`);
  const chips = Object.entries(r.chips).map(([name, c]) => `${name} ${c > 0 ? '+' : ''}${c}`).join(', ');
  const [lead, other] = [line.lineup[0] ?? '', line.lineup[1] ?? ''];
  const ahead = r.perMatch.filter((m) => (m[lead] ?? 0) > (m[other] ?? 0)).length;
  rows.push(`| ${r.game} | ${line.lineup.join(', ')} | ${r.deals} | ${r.rotations} | ${r.dealPlays} | ${chips} | ${ahead} of ${r.perMatch.length} | ${r.faults} |`);
  console.error(`${line.game} ${line.lineup.join(',')}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
console.log(rows.join('\n'));
