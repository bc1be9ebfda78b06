/**
 * The shared conformance suite (packages/engine/src/conformance.ts). Each run plays the first 1-3
 * deals of a match, so configurations with a later `startContract` reach the layout deal and the
 * later contracts; together they switch every option on and use every seat count.
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { keinStich } from './index.ts';

describeGameConformance(keinStich, [
  { name: 'defaults', seats: 4, options: {} },
  { name: 'no-max then the layout deal (Herzunteranlegen)', seats: 4, options: { startContract: 3, layoutStartCard: 'HU' } },
  { name: 'power + march + Schwarze Sau, then the layout deal', seats: 4, options: { power: true, march: true, schwarzeSau: true } },
  { name: 'King Louis + no-first-last + Schwarze Sau from no-max', seats: 3, options: { kingLouis: true, extraContract: 'no-first-last', schwarzeSau: true, startContract: 2, stake: 2 } },
  { name: 'power + no-second-last + march, layout from SU', seats: 5, options: { power: true, extraContract: 'no-second-last', march: true, layoutStartCard: 'SU', parties: 2 } },
  { name: 'no-second-last, layout from GU, stake 3', seats: 6, options: { extraContract: 'no-second-last', startContract: 4, layoutStartCard: 'GU', stake: 3 } },
]);
