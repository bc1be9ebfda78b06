/**
 * The shared conformance suite (packages/engine/src/conformance.ts) with the default options and with
 * every option switched on at least once, at three table sizes. Each configuration turns on several
 * options so that the whole file stays within about a minute (1000 runs per configuration).
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { lupfen } from './index.ts';

describeGameConformance(lupfen, [
  { name: 'defaults', seats: 4, options: {} },
  {
    name: 'Schieben, blind lupf, two Aces must lupf, hearts compulsory, no cap, start pot',
    seats: 3,
    options: { dealerFee: 3, schieben: true, blindLupf: true, twoAcesMustLupf: true, heartsCompulsory: true, payLimit: 0, startPot: 9 },
  },
  {
    name: 'pass is final with hearts compulsory, blind lupf, dealer fee, ante 3, small cap, start pot',
    seats: 5,
    options: { passIsFinal: true, heartsCompulsory: true, blindLupf: true, dealerFee: 3, payLimit: 30, startPot: 15, matchRounds: 1, extraRounds: 0 },
  },
]);
