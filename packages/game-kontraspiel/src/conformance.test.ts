/**
 * The shared conformance suite (packages/engine/src/conformance.ts) with the default options and
 * with every option switched away from its default at least once. Three configurations that each
 * switch several options keep the file near 20 s of CPU (the suite tries all 83 candidate actions
 * at every decision).
 */
import { describeGameConformance } from '@arena/engine/conformance';
import { kontraspiel } from './index.ts';

describeGameConformance(kontraspiel, [
  { name: 'defaults', seats: 4, options: {} },
  {
    name: 'Wenzel as blind turn-up, seats 0 and 2 bound, pot 7, ante 2, baseMax 6, no exchange, no recontra, 2-deal match',
    seats: 4,
    options: {
      wenzelTurnUp: 'choice', startBound: [true, false, true, false], startPot: 7, ante: 2, baseMax: 6,
      contraExchange: false, recontra: false, deals: 2,
    },
  },
  {
    name: 'no Ace turn-up, no binding, no announcement, no contra, 1-deal match',
    seats: 4,
    options: { aceTurnUp: false, blindTakeBinds: false, announce: false, contra: false, deals: 1 },
  },
]);
