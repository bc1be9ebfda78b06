import { describe, expect, test } from 'vitest';
import { readBoundedText } from './bounded-body.ts';

/** A request whose body is a stream of `chunks` chunks of `size` bytes, counting how many were pulled. */
function streamed(chunks: number, size: number): { request: Request; pulled: () => number } {
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) { controller.close(); return; }
      pulled += 1;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
  return { request: new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit), pulled: () => pulled };
}

describe('readBoundedText', () => {
  test('reads a body under the limit whole', async () => {
    const { request } = streamed(3, 10);
    await expect(readBoundedText(request, 100)).resolves.toEqual({ ok: true, text: 'a'.repeat(30) });
  });

  test('stops reading as soon as the limit is passed', async () => {
    const { request, pulled } = streamed(1000, 1000);
    await expect(readBoundedText(request, 5000)).resolves.toEqual({ ok: false, tooLarge: true });
    expect(pulled()).toBeLessThan(10);
  });

  test('refuses a declared Content-Length over the limit without reading', async () => {
    const request = new Request('http://x/', { method: 'POST', body: 'x'.repeat(200), headers: { 'content-length': '200' } });
    await expect(readBoundedText(request, 100)).resolves.toEqual({ ok: false, tooLarge: true });
  });
});
