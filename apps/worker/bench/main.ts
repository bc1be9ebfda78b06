/** `npm run bench -w @arena/worker`: prints the throughput table (bench/throughput.ts) and the placement one (bench/placement.ts). */
import { benchPlacement } from './placement.ts';
import { benchThroughput, DEFAULT_LENGTH, DEFAULT_THROUGHPUT, THROUGHPUT_NOTE, type ThroughputOptions } from './throughput.ts';

async function printThroughput(title: string, options: ThroughputOptions): Promise<void> {
  const rows = await benchThroughput(options);
  const s = options.setup;
  console.log(`${title}: ${s.game}, ${s.entries} entries, ${s.seats} seats, ${s.deals} deals per rotation. ${THROUGHPUT_NOTE}\n`);
  console.log('| mode | matches | decisions | seconds | matches/s | per core | of in-process | CPU s per match | machine CPU s per match | decisions per CPU s |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    console.log(`| ${r.mode} | ${r.matches} | ${r.decisions} | ${r.seconds} | ${r.matchesPerSecond} | ${r.perCore} | ${r.ofInProcess} % | ${r.cpuPerMatch} | ${r.machineCpuPerMatch} | ${r.decisionsPerCpuSecond} |`);
  }
  console.log('');
}

await printThroughput('League throughput', DEFAULT_THROUGHPUT);
// Issue 20: the whole worker's process tree per decision at a league's default match length (target >= 2,000, BullMQ >= 90 % of in-process).
await printThroughput('League at the default match length', DEFAULT_LENGTH);

// BENCH_MAX_DEALS: a quick smoke run of the placement benchmark (not the measured figure).
const smoke = process.env.BENCH_MAX_DEALS;
const placement = await benchPlacement(smoke === undefined || smoke === '' ? undefined : Number(smoke));
console.log(`Placement on a busy continuous Lupfen ladder (4 seats, 5 entries, 24 deals per rotation${smoke ? `, capped at ${smoke} deals: smoke run` : ''}): time from entering a new bot to its first non-provisional rating.\n`);
console.log('| seconds to placed | placement tables | tables per hour | goal (s) |');
console.log('| ---: | ---: | ---: | ---: |');
console.log(`| ${placement['seconds to placed']} | ${placement['placement tables']} | ${placement['tables per hour']} | ${placement['goal (s)']} |`);
