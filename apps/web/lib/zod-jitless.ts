/**
 * Zod compiles object parsers with `new Function` unless told not to, and probes whether it may at
 * the first object schema it builds: under the site's CSP (no `unsafe-eval`) that probe is reported
 * as a violation even though zod catches it. The replay viewer bundles the engines (and their zod
 * option schemas) for the browser, so this module, imported before them, turns the JIT off there.
 * The server keeps it.
 */
import { config } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });
