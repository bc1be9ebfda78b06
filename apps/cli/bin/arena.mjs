#!/usr/bin/env node
// The `arena` command: loads the TypeScript sources through tsx (no build step). The Node check
// comes first, so an old Node gets one line instead of a stack trace.
import '../../../scripts/check-node.mjs';
import { register } from 'tsx/esm/api';
register();
await import('../src/main.ts');
