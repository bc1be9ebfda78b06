/**
 * The shared conformance suite (STYLE.md 17): 1000 seeded random runs of 1–3 deals with the default
 * options, and 1000 with every option switched away from its default (no card demand, no partner
 * exemption, stake 3, a 3-deal match, so the match end is reached too).
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { bolachen } from './index.ts';

describeGameConformance(bolachen, [
  { name: 'defaults', seats: 3, options: {} },
  { name: 'every option switched', seats: 3, options: { cardDemand: false, defenderExemption: false, stake: 3, matchDeals: 3 } },
]);
