/**
 * The shared conformance suite (packages/engine/src/conformance.ts) with the default options and with
 * every option switched on at least once, at several table sizes.
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { lupfen } from './index.ts';

describeGameConformance(lupfen, [
  { name: 'defaults', seats: 4, options: {} },
  { name: 'schieben, blind lupf, two Aces must lupf', seats: 3, options: { dealerFee: 3, schieben: true, blindLupf: true, twoAcesMustLupf: true } },
  { name: 'hearts compulsory, pass is final, no cap, start pot', seats: 5, options: { heartsCompulsory: true, passIsFinal: true, payLimit: 0, startPot: 15 } },
  { name: 'hearts compulsory, schieben, blind, ante 1', seats: 6, options: { ante: 1, dealerFee: 6, schieben: true, heartsCompulsory: true, blindLupf: true, payLimit: 30, startPot: 3 } },
]);
