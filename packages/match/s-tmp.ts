import { findGame } from '@arena/games';
import { compileBot } from '@arena/sandbox/compile';
import { runMatch } from './src/run-match.ts';
const game = findGame('lupfen')!;
const p = game.parseOptions(undefined, 4); if (!p.ok) throw 0;
const src = `export function decide(obs: any) { return obs.legalActions[(obs.deal + obs.seat) % obs.legalActions.length]; }`;
const c = await compileBot(src, { filename: 'b.ts' }); if (!c.ok) throw 0;
const drivers = Array.from({ length: 4 }, () => ({ kind: 'sandboxed' as const, name: 'b', bot: c.value }));
const st = process.hrtime.bigint(); let dec = 0;
for (let i = 0; i < 40; i++) { const r = runMatch({ game, options: p.value, seed: 's' + i, seats: drivers }); dec += r.decisions.length; }
const us = Number(process.hrtime.bigint() - st) / 1e3;
console.log(dec, 'decisions', (us / dec).toFixed(1), 'µs/decision');
