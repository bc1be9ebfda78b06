/**
 * The shared conformance suite (packages/engine/src/conformance.ts), 1000 runs per configuration.
 * Each run plays the first 1-3 deals of a match, so the configurations start at different points of
 * the partie to reach the layout deal and the later contracts. The suite is slow (dozens of checks
 * per decision), so there are only three configurations, each switching on several options; every
 * seat count, option and start contract is also played by the cheaper playouts.test.ts.
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { keinStich } from './index.ts';

describeGameConformance(keinStich, [
  { name: 'defaults', seats: 4, options: {} },
  {
    name: 'power (King Louis + no-first-last components) + march + Schwarze Sau, then the layout deal from HU',
    seats: 3,
    options: { power: true, march: true, kingLouis: true, extraContract: 'no-first-last', schwarzeSau: true, layoutStartCard: 'HU', stake: 2, parties: 2 },
  },
  {
    name: 'no-second-last, the layout deal from GU, then the next partie',
    seats: 6,
    options: { extraContract: 'no-second-last', startContract: 4, layoutStartCard: 'GU', stake: 3 },
  },
]);
