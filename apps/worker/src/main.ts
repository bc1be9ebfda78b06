/**
 * The worker process: `node --no-node-snapshot --import tsx apps/worker/src/main.ts` (what
 * `npm start -w @arena/worker`, `arena worker` and the demo start). See run.ts.
 */
import { runWorkerMain } from './run.ts';

await runWorkerMain();
