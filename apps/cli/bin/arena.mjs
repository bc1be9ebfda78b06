#!/usr/bin/env node
// The `arena` command: runs the bundle of src/main.ts that src/cli-bundle.ts keeps up to date (built
// on the first start after any edit, cached by content hash otherwise), with node's compile cache
// on. The Node check comes first, so an old Node gets one line instead of a stack trace.
// Only the check is imported statically: an import that an old Node cannot link would fail before
// it runs.
import '../../../scripts/check-node.mjs';

const { enableCompileCache } = await import('node:module');
const { pathToFileURL } = await import('node:url');
enableCompileCache();
const { cliBundle } = await import('../src/cli-bundle.ts');
await import(pathToFileURL(await cliBundle()).href);
