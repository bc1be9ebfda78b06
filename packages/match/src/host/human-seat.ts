/**
 * A person's seat inside the match process (issue 19): the runner's `decide` for that seat sends
 * an `ask` line to the parent and blocks on the parent's answer, one JSON line on stdin. The match
 * runner stays the one synchronous deal loop; waiting for the person (their clock included) is the
 * parent's business (run-isolated.ts `IsolatedOptions.human`).
 */
import { readSync } from 'node:fs';
import { botFault } from '@arena/sandbox/fault';
import type { HumanAnswer, ObservationEnvelope } from '../seat-driver.ts';
import { humanReplySchema, type ChildMessage } from './protocol.ts';

const STDIN = 0;

/** Lines of stdin read synchronously (the job first, then the answers). */
export class StdinLines {
  private pending = '';
  private ended = false;
  private readonly chunk = Buffer.alloc(64 * 1024);

  /** The next line, or null at the end of input. */
  next(): string | null {
    for (;;) {
      const nl = this.pending.indexOf('\n');
      if (nl >= 0) {
        const line = this.pending.slice(0, nl);
        this.pending = this.pending.slice(nl + 1);
        return line;
      }
      if (this.ended) {
        const rest = this.pending;
        this.pending = '';
        return rest === '' ? null : rest;
      }
      this.fill();
    }
  }

  private fill(): void {
    try {
      const n = readSync(STDIN, this.chunk, 0, this.chunk.length, null);
      if (n === 0) this.ended = true;
      else this.pending += this.chunk.toString('utf8', 0, n);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EAGAIN') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      else if ((e as NodeJS.ErrnoException).code === 'EOF') this.ended = true;
      else throw e;
    }
  }
}

/** The decide function of a person's seat: ask the parent, wait for its line. */
export function askParent(seat: number, lines: StdinLines, send: (message: ChildMessage) => void): (observation: ObservationEnvelope, decision: number) => HumanAnswer {
  return (observation, decision) => {
    send({ t: 'ask', seat, decision, observation: { ...observation, legalActions: [...observation.legalActions] } });
    const line = lines.next();
    if (line === null) return { ok: false, error: botFault('crash', 'the host stopped answering for the person') };
    const reply = humanReplySchema.parse(JSON.parse(line));
    if (reply.t === 'answer') return { ok: true, value: reply.action };
    return { ok: false, error: botFault('timeout', `no decision within ${Math.round(reply.ms / 1000)} s: the rules' default action was played`) };
  };
}
