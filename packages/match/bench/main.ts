/** Runs the sandbox benchmarks alone: `node --no-node-snapshot --import tsx bench/main.ts [seconds]`. */
import { benchSandbox } from './sandbox-bench.ts';

const seconds = Number(process.argv[2] ?? '2');
for (const table of await benchSandbox(seconds)) {
  process.stdout.write(`## ${table.title}\n`);
  for (const row of table.rows) process.stdout.write(`${JSON.stringify(row)}\n`);
  process.stdout.write('\n');
}
