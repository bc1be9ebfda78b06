import { runDuplicateIsolated } from '@arena/match/host/run-duplicate-isolated';
import { GAMES } from '@arena/games';
const src = `import type { Observation } from '@arena/bot-sdk/contract';
export function decide(obs: Observation) { return obs.legalActions[0]; }`;
for (const g of GAMES) {
  const t = performance.now();
  const r = await runDuplicateIsolated({ game: g.id, seed: 'abc', bots: [{name:'a', source: src},{name:'b',house:'random'},{name:'c',house:'first-legal'}], maxDeals: 2 });
  console.log(g.id, g.seatRange, r.ok ? r.value.rotations.length : r.error, Math.round(performance.now()-t), 'ms');
}
