/**
 * A one-line progress bar on a terminal (stderr), redrawn in place; silent when stderr is not a TTY
 * so that piped output and CI logs stay clean.
 */
export interface ProgressBar {
  update(done: number, label?: string): void;
  finish(): void;
}

export function progressBar(total: number, stream: NodeJS.WriteStream = process.stderr, width = 30): ProgressBar {
  if (!stream.isTTY) return { update: () => undefined, finish: () => undefined };
  let last = '';
  return {
    update(done, label = '') {
      const frac = total > 0 ? Math.min(1, done / total) : 0;
      const filled = Math.round(frac * width);
      const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(Math.round(frac * 100)).padStart(3)}% ${label}`;
      if (line !== last) stream.write(`\r${line}\x1b[K`);
      last = line;
    },
    finish() {
      if (last) stream.write('\r\x1b[K');
    },
  };
}
