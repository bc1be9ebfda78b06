/** `npm run bench -w @arena/worker`: prints the throughput table (bench/throughput.ts) and the placement one (bench/placement.ts). */
import { benchPlacement } from './placement.ts';
import { benchThroughput, DEFAULT_THROUGHPUT, THROUGHPUT_NOTE } from './throughput.ts';

const rows = await benchThroughput(DEFAULT_THROUGHPUT);
const s = DEFAULT_THROUGHPUT.setup;
console.log(`League throughput: ${s.game}, ${s.entries} entries, ${s.seats} seats, ${s.deals} deals per rotation. ${THROUGHPUT_NOTE}\n`);
console.log('| mode | matches | seconds | matches/s | per core | of in-process | CPU s per match |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.mode} | ${r.matches} | ${r.seconds} | ${r.matchesPerSecond} | ${r.perCore} | ${r.ofInProcess} % | ${r.cpuPerMatch} |`);

// BENCH_MAX_DEALS: a quick smoke run of the placement benchmark (not the measured figure).
const smoke = process.env.BENCH_MAX_DEALS;
const placement = await benchPlacement(smoke === undefined || smoke === '' ? undefined : Number(smoke));
console.log(`\nPlacement on a busy continuous Lupfen ladder (4 seats, 5 entries, 24 deals per rotation${smoke ? `, capped at ${smoke} deals: smoke run` : ''}): time from entering a new bot to its first non-provisional rating.\n`);
console.log('| seconds to placed | placement tables | tables per hour | goal (s) |');
console.log('| ---: | ---: | ---: | ---: |');
console.log(`| ${placement['seconds to placed']} | ${placement['placement tables']} | ${placement['tables per hour']} | ${placement['goal (s)']} |`);
