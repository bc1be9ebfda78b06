/**
 * The shared conformance suite (packages/engine/src/conformance.ts), 1000 runs per configuration.
 * Each run plays the first 1-3 deals of a match. The suite makes dozens of checks per decision and
 * collects them with one assertion per decision. Configurations: the defaults; every option switched
 * on, whose `startContract` makes the runs play the layout deal (empty pot), then a `power` deal,
 * then the layout deal that pays out what it put in; 6 seats with the first/last-trick contract and
 * the Leaves Unter starting the layout; 5 seats from No Max into the layout. playouts.test.ts also
 * plays every seat count, option value and start contract.
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { keinStich } from './index.ts';

describeGameConformance(keinStich, [
  { name: 'defaults', seats: 4, options: {} },
  {
    name: 'every option: layout from HU, power (King Louis + no-second-last components) + march + Schwarze Sau, layout',
    seats: 3,
    options: {
      startContract: 1, power: true, march: true, kingLouis: true, extraContract: 'no-second-last', schwarzeSau: true,
      layoutStartCard: 'HU', stake: 2, parties: 2,
    },
  },
  { name: 'no-first-last, layout from GU', seats: 6, options: { extraContract: 'no-first-last', layoutStartCard: 'GU', startContract: 3 } },
  { name: 'from No Max into the layout, layout from SU, march', seats: 5, options: { startContract: 3, layoutStartCard: 'SU', march: true } },
]);
