/**
 * `arena replay FILE`: replays a scenario file (rules/SCENARIOS.md), a match record, a league's
 * duplicate set or the site's download (`/matches/<id>.json`) and prints the outcome JSON.
 * Exit 0 also when the scenario holds an illegal action (that is part of the outcome); a malformed
 * file gets one line on stderr naming the problem and exit 1.
 */
import { readFileSync } from 'node:fs';
import type { Command } from 'commander';
import { prettyJson } from '../json-text.ts';
import { replayFile } from '../replay-file.ts';

export function registerReplay(program: Command): void {
  program
    .command('replay')
    .description('replay a scenario file (docs/rules/SCENARIOS.md), a match record (arena play --out) or a downloaded /matches/<id>.json (duplicate sets too) and print its outcome as JSON')
    .argument('<file>', 'a scenario, match record or match download .json file')
    .action((file: string) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (e) {
        fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
      }
      const result = replayFile(text);
      if (!result.ok) fail(`${file}: ${result.error}`);
      process.stdout.write(`${prettyJson(result.value)}\n`);
    });
}

function fail(message: string): never {
  process.stderr.write(`arena replay: ${message.replace(/\s+/g, ' ')}\n`);
  process.exit(1);
}
