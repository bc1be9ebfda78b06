#!/usr/bin/env node
// The `arena` command: runs the bundle of src/main.ts that src/cli-bundle.ts keeps up to date (built
// on the first start after any edit, cached by content hash otherwise), with node's compile cache
// on. The Node check comes first, so an old Node gets one line instead of a stack trace.
import '../../../scripts/check-node.mjs';
import { enableCompileCache } from 'node:module';
import { pathToFileURL } from 'node:url';

enableCompileCache();
const { cliBundle } = await import('../src/cli-bundle.ts');
await import(pathToFileURL(await cliBundle()).href);
