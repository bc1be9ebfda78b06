/**
 * The shared conformance suite (packages/engine/src/conformance.ts), 1000 runs per configuration.
 * Each run plays the first 1-3 deals of a match. The suite makes dozens of checks per decision and
 * takes about a minute of CPU per configuration here, so there are two: the defaults, and one with
 * every option switched on whose `startContract` makes the runs play the layout deal (empty pot),
 * then a `power` deal, then the layout deal that pays out what it put in. Every seat count, every
 * option value and every start contract is also played by the cheaper playouts.test.ts, which makes
 * the same checks at every decision.
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
]);
