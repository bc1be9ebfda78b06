import { describe, expect, test } from 'vitest';
import { createPageCache, pageCacheKey, pageCopy, withNonce, type PageCopy } from './page-cache.ts';

/** A cache over a fake clock whose renders count themselves and answer `body <n>` (or `status`). */
function harness(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number; status?: number } = {}) {
  let clock = 1_000;
  const renders: string[] = [];
  const gates: (() => void)[] = [];
  let hold = false;
  const cache = createPageCache({
    ttlMs: options.ttlMs ?? 1000,
    maxEntries: options.maxEntries ?? 10,
    maxBytes: options.maxBytes ?? 1_000_000,
    now: () => clock,
    render: async (key): Promise<PageCopy> => {
      renders.push(key);
      const n = renders.length;
      if (hold) await new Promise<void>((r) => gates.push(r));
      return pageCopy({ status: options.status ?? 200, body: `${key} body ${n}`, headers: [['content-type', 'text/html']], renderedAt: clock }, 'PH');
    },
  });
  return {
    cache, renders,
    advance: (ms: number) => { clock += ms; },
    holdRenders: (on: boolean) => { hold = on; },
    release: () => { for (const g of gates.splice(0)) g(); },
  };
}

/** A copy's body as served (it holds no placeholder). */
const text = (copy: PageCopy) => joined(withNonce(copy, 'PH', 'n').parts);
const joined = (parts: readonly Uint8Array[]) => parts.map((p) => new TextDecoder().decode(p)).join('');
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('page copies', () => {
  test('a fresh copy is served without rendering again', async () => {
    const h = harness();
    expect(text(await h.cache.get('/a'))).toBe('/a body 1');
    h.advance(999);
    expect(text(await h.cache.get('/a'))).toBe('/a body 1');
    expect(h.renders).toEqual(['/a']);
  });

  test('a stale copy is served while one render makes its successor', async () => {
    const h = harness();
    await h.cache.get('/a');
    h.advance(1500);
    h.holdRenders(true);
    const served = await Promise.all([h.cache.get('/a'), h.cache.get('/a'), h.cache.get('/a')]);
    expect(served.map(text)).toEqual(['/a body 1', '/a body 1', '/a body 1']);
    expect(h.renders).toEqual(['/a', '/a']);
    h.release();
    await settle();
    expect(text(await h.cache.get('/a'))).toBe('/a body 2');
  });

  test('a copy older than twice its life is rendered before it is served', async () => {
    const h = harness();
    await h.cache.get('/a');
    h.advance(2000);
    expect(text(await h.cache.get('/a'))).toBe('/a body 2');
  });

  test('requests for a page nobody has rendered wait for one render', async () => {
    const h = harness();
    h.holdRenders(true);
    const pending = Promise.all([h.cache.get('/a'), h.cache.get('/a')]);
    await settle();
    h.release();
    expect((await pending).map(text)).toEqual(['/a body 1', '/a body 1']);
    expect(h.renders).toEqual(['/a']);
  });

  test('an answer other than 200 is served to the requests that waited for it, and not kept', async () => {
    const h = harness({ status: 404 });
    expect((await h.cache.get('/missing')).status).toBe(404);
    expect((await h.cache.get('/missing')).status).toBe(404);
    expect(h.renders).toEqual(['/missing', '/missing']);
    expect(h.cache.size()).toBe(0);
  });

  test('the least recently used copies go first when there are too many', async () => {
    const h = harness({ maxEntries: 2 });
    await h.cache.get('/a');
    await h.cache.get('/b');
    await h.cache.get('/a');
    await h.cache.get('/c');
    expect(h.cache.size()).toBe(2);
    await h.cache.get('/a');
    await h.cache.get('/b');
    expect(h.renders).toEqual(['/a', '/b', '/c', '/b']);
  });

  test('the copies stay within their bytes', async () => {
    const h = harness({ maxBytes: 25 });
    await h.cache.get('/a'); // '/a body 1': 9 characters
    await h.cache.get('/b');
    await h.cache.get('/c');
    expect(h.cache.size()).toBe(2);
  });
});

describe('withNonce', () => {
  test('puts the response nonce wherever the placeholder was, body and headers', () => {
    const copy = pageCopy({
      status: 200, renderedAt: 0,
      body: 'PH+/=<script nonce="PH+/=">ä</script><script nonce="PH+/=" src="/x.js"></script>PH+/=',
      headers: [['content-type', 'text/html'], ['link', '</x.js>; nonce="PH+/="']],
    }, 'PH+/=');
    const out = withNonce(copy, 'PH+/=', 'fresh');
    expect(joined(out.parts)).toBe('fresh<script nonce="fresh">ä</script><script nonce="fresh" src="/x.js"></script>fresh');
    expect(out.bytes).toBe(out.parts.reduce((n, p) => n + p.length, 0));
    expect(out.headers).toEqual([['content-type', 'text/html'], ['link', '</x.js>; nonce="fresh"']]);
  });
});

describe('pageCacheKey', () => {
  const doc = { method: 'GET', search: '', hasSession: false, isRscOrAction: false };
  test('spectators\' document requests for the ladder, bot and match pages', () => {
    expect(pageCacheKey({ ...doc, pathname: '/leagues/bench' })).toBe('/leagues/bench');
    expect(pageCacheKey({ ...doc, pathname: '/bots/12' })).toBe('/bots/12');
    expect(pageCacheKey({ ...doc, pathname: '/matches/eb63282d-8f21-4921-a68f-da987097417e', search: '?step=3&seat=1' }))
      .toBe('/matches/eb63282d-8f21-4921-a68f-da987097417e?step=3&seat=1');
  });
  test('never a signed-in viewer, a client navigation, an action, another method or another page', () => {
    expect(pageCacheKey({ ...doc, pathname: '/leagues/bench', hasSession: true })).toBeUndefined();
    expect(pageCacheKey({ ...doc, pathname: '/leagues/bench', isRscOrAction: true })).toBeUndefined();
    expect(pageCacheKey({ ...doc, pathname: '/leagues/bench', method: 'POST' })).toBeUndefined();
    for (const pathname of ['/leagues/bench/manage', '/bots/12/versions/3', '/bots/upload', '/account', '/', '/leagues', '/matches/x.json']) {
      expect(pageCacheKey({ ...doc, pathname })).toBeUndefined();
    }
  });
});
