/**
 * Every worked example of docs/scenarios/lupfen/ (the public ones) and of this package's scenarios/
 * (one per option and phase the public ones do not cover), replayed through the engine's scenario
 * suite.
 */
import { describeScenarios } from '@arena/engine/scenario-suite';
import { lupfen } from './index.ts';

describeScenarios(lupfen, [new URL('../../../docs/scenarios/lupfen/', import.meta.url), new URL('../scenarios/', import.meta.url)]);
