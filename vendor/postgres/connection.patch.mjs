/**
 * Applies Stich Arena's fix to postgres.js 3.4.9's connection.js (both the ESM and the CommonJS
 * copy). Two defects of the upstream write scheduler, reported upstream as porsager/postgres#1154,
 * #1208 and open pull requests #1168, #1209:
 *
 * 1. `closed()` and `terminate()` cancel the pending write (`clearImmediate(nextWriteTimer)`) but
 *    leave `nextWriteTimer` set and the unsent `chunk` in place. After the connection reconnects,
 *    `write()` sees a timer "already scheduled" and never flushes again: the next small write (the
 *    start-up message) waits until CONNECT_TIMEOUT, and queries on that connection hang.
 * 2. A write issued while the socket is gone schedules `nextWrite`, which then calls
 *    `socket.write` on null from a setImmediate callback: an uncaught TypeError that kills the
 *    whole process (the worker, with the scheduler in it).
 *
 * The fix resets both variables where the timer is cancelled, and lets `nextWrite` settle the
 * pending queries with CONNECTION_CLOSED (a catchable error; the caller retries) instead of
 * throwing when there is no socket. Run by build.sh; exits 1 when a file does not look as expected.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const EDITS = [
  {
    from: '  function nextWrite(fn) {\n    const x = socket.write(chunk, fn)',
    to: "  function nextWrite(fn) {\n    if (!socket) {\n      nextWriteTimer !== null && clearImmediate(nextWriteTimer)\n      chunk = nextWriteTimer = null\n      error(Errors.connection('CONNECTION_CLOSED', options))\n      return false\n    }\n    const x = socket.write(chunk, fn)",
  },
  {
    from: '    clearImmediate(nextWriteTimer)\n    if (socket) {',
    to: '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    if (socket) {',
  },
  {
    from: '    clearImmediate(nextWriteTimer)\n    socket.removeListener(\'data\', data)',
    to: '    clearImmediate(nextWriteTimer)\n    chunk = nextWriteTimer = null\n    socket.removeListener(\'data\', data)',
  },
];

for (const file of process.argv.slice(2)) {
  let text = readFileSync(file, 'utf8');
  for (const { from, to } of EDITS) {
    if (text.split(from).length !== 2) {
      console.error(`${file}: expected exactly one occurrence of:\n${from}`);
      process.exit(1);
    }
    text = text.replace(from, to);
  }
  writeFileSync(file, text);
}
