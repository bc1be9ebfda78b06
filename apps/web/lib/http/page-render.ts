/**
 * The secrets of this process's own page renders (lib/http/page-cache.ts): the server (server.ts)
 * makes them as it starts, before Next loads, and the proxy reads them. They meet process-wide
 * (lib/process-wide.ts) because the proxy is bundled apart from the server, so a module shared by
 * both would be two instances. Neither value is ever sent to anybody, and no child process inherits them (they are
 * not in the environment). Free of Node APIs: the proxy imports it.
 */
import { madeProcessWide, processWide } from '../process-wide.ts';
import { newNonce } from './security-headers.ts';

/** A request carrying `key` in this header is the server asking itself for a copy. */
export const PAGE_RENDER_HEADER = 'x-arena-page-render';

export interface PageRenderSecrets {
  /** Random per process; marks the server's own render requests. */
  readonly key: string;
  /** Random per process; the nonce of a copy's render, replaced in every response made from it. */
  readonly placeholder: string;
}

const SLOT = 'page-render-secrets';

/** Makes this process's secrets, once. */
export function makePageRenderSecrets(): PageRenderSecrets {
  return processWide(SLOT, () => ({ key: newNonce() + newNonce(), placeholder: newNonce() }));
}

/** This process's secrets, or undefined when its server keeps no copies (`next dev`, copies off). */
export function pageRenderSecrets(): PageRenderSecrets | undefined {
  return madeProcessWide(SLOT);
}

/** Whether `header` (the request's `x-arena-page-render`) is this process's render key, compared in constant time. */
export function isOwnRender(header: string | null | undefined, secrets: PageRenderSecrets | undefined): boolean {
  if (secrets === undefined || header?.length !== secrets.key.length) return false;
  let diff = 0;
  for (let i = 0; i < header.length; i++) diff |= header.charCodeAt(i) ^ secrets.key.charCodeAt(i);
  return diff === 0;
}
