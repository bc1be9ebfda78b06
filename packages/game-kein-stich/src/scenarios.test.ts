/** Every worked example of docs/scenarios/kein-stich/ replays to its `expect` (SCENARIOS.md), through the engine's scenario suite. */
import { describeScenarios } from '@arena/engine/scenario-suite';
import { keinStich } from './index.ts';

describeScenarios(keinStich, [new URL('../../../docs/scenarios/kein-stich/', import.meta.url)]);
