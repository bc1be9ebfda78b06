/**
 * `arena worker`: runs a match worker (apps/worker) in the foreground until Ctrl-C/SIGTERM, which
 * it passes on (the worker finishes its running jobs, then exits). Started as its own process
 * (`node --no-node-snapshot --import tsx apps/worker/src/main.ts`) so that its sandboxed processors
 * inherit those flags.
 */
import type { Command } from 'commander';
import { spawnWorker } from './league-support.ts';

export function registerWorker(program: Command): void {
  program.command('worker')
    .description('run a match worker: plays queued league matches (REDIS_URL, DATABASE_URL, ARENA_WORKER_CONCURRENCY)')
    .option('-c, --concurrency <n>', 'matches at once (default ARENA_WORKER_CONCURRENCY or the number of cores)')
    .action(async (opts: { concurrency?: string }) => {
      const worker = spawnWorker(opts.concurrency === undefined ? {} : { ARENA_WORKER_CONCURRENCY: opts.concurrency });
      const forward = (signal: NodeJS.Signals): void => { worker.child.kill(signal); };
      process.on('SIGINT', () => forward('SIGINT'));
      process.on('SIGTERM', () => forward('SIGTERM'));
      await worker.exited;
      process.exitCode = worker.child.exitCode ?? 1;
    });
}
