/**
 * One warm match process (child.ts, started as launch.ts says: minimal environment, OS limits): it
 * plays one match after another, each watched by its own `MatchRun`. Between matches it holds no
 * isolate (it reports its health, protocol.ts) and keeps the parent's event loop free (unref'd), so
 * an idle process never keeps a command from exiting; it ends when the parent closes its stdin or
 * dies. A process the watchdog killed, or that died, is never used again (process-pool.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { matchProcess } from './launch.ts';
import { MatchRun, type RunEnd, type RunOptions } from './match-run.ts';
import { childMessageSchema, PROGRESS_FD, type ChildHealth, type ChildJob } from './protocol.ts';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));
const STDERR_KEPT = 4000;

interface Unrefable {
  ref?(): void;
  unref?(): void;
}

export class MatchProcess {
  private readonly child: ChildProcess;
  private run: MatchRun | null = null;
  private stderr = '';
  private exited = false;
  /** What the process reported after its last match (null before its first). */
  health: ChildHealth | null = null;

  /** Starts the process of the bundled child `script`; `onExit` is told when it has ended. */
  constructor(script: string, private readonly onExit: (process: MatchProcess) => void) {
    const launch = matchProcess(script);
    this.child = spawn(launch.command, launch.args, { cwd: PACKAGE_DIR, env: launch.env, stdio: ['pipe', 'inherit', 'pipe', 'pipe'] });
    readLines(this.child.stdio[PROGRESS_FD] as NodeJS.ReadableStream, (line) => this.onLine(line));
    this.child.stderr?.on('data', (chunk: Buffer) => { this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_KEPT); });
    this.child.stdin?.on('error', () => undefined);
    this.child.on('error', (e) => this.run?.onError(e));
    this.child.on('close', (code, signal) => this.onClose(`code ${String(code)}, signal ${String(signal)}`));
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  /** Not ended, and not killed. */
  get alive(): boolean {
    return !this.exited && !this.child.killed;
  }

  /** Plays `job`; resolves when the match is done (the process is ready for another) or the process ended. */
  play(job: ChildJob, options: RunOptions): Promise<RunEnd> {
    if (this.run) throw new Error('a match process plays one match at a time');
    this.hold(true);
    this.stderr = '';
    return new Promise((resolve) => {
      const run = new MatchRun(job, options, { kill: () => this.kill(), write: (line) => this.child.stdin?.write(line) }, (end) => {
        this.run = null;
        if (end.ok && end.health) this.health = end.health;
        this.hold(false);
        resolve(end);
      });
      this.run = run;
      if (this.exited) run.onExit('not running', this.stderr);
      else run.start();
    });
  }

  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  /** Ends an idle process gracefully (no more jobs); resolves once it has exited. */
  close(): Promise<void> {
    if (this.exited) return Promise.resolve();
    const exited = new Promise<void>((resolve) => this.child.once('close', () => resolve()));
    this.hold(true);
    this.child.stdin?.end();
    return exited;
  }

  /** While it plays, the process keeps the parent running; idle, it does not. */
  private hold(playing: boolean): void {
    const handles = [this.child, ...[this.child.stdin, this.child.stderr, this.child.stdio[PROGRESS_FD]].map((stream) => stream as Unrefable | null)];
    for (const handle of handles) {
      if (playing) handle?.ref?.();
      else handle?.unref?.();
    }
  }

  private onLine(line: string): void {
    const parsed = childMessageSchema.safeParse(safeJson(line));
    if (!parsed.success) {
      this.run?.onError(new Error(`the match process wrote a line the host cannot read: ${line.slice(0, 200)}`));
      this.kill();
      return;
    }
    this.run?.onMessage(parsed.data);
  }

  private onClose(how: string): void {
    this.exited = true;
    this.run?.onExit(how, this.stderr);
    this.onExit(this);
  }
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function readLines(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let pending: string[] = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    let start = 0;
    for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
      pending.push(chunk.slice(start, nl));
      onLine(pending.join(''));
      pending = [];
      start = nl + 1;
    }
    if (start < chunk.length) pending.push(chunk.slice(start));
  });
}
