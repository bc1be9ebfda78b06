/** `npm run bench -w @arena/worker`: prints the throughput table (bench/throughput.ts). */
import { benchThroughput, DEFAULT_THROUGHPUT, THROUGHPUT_NOTE } from './throughput.ts';

const rows = await benchThroughput(DEFAULT_THROUGHPUT);
const s = DEFAULT_THROUGHPUT.setup;
console.log(`League throughput: ${s.game}, ${s.entries} entries, ${s.seats} seats, ${s.deals} deals per rotation. ${THROUGHPUT_NOTE}\n`);
console.log('| mode | matches | seconds | matches/s | per core | of in-process | CPU s per match |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.mode} | ${r.matches} | ${r.seconds} | ${r.matchesPerSecond} | ${r.perCore} | ${r.ofInProcess} % | ${r.cpuPerMatch} |`);
