/**
 * Reads a request body while counting: the read stops (and the stream is cancelled) as soon as
 * more than `maxBytes` arrived, so an oversized upload is never held whole. A declared
 * Content-Length over the limit is refused before reading.
 */
export type BodyRead = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly tooLarge: true };

export async function readBoundedText(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) return { ok: false, tooLarge: true };
  if (request.body === null) return { ok: true, text: '' };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return { ok: false, tooLarge: true };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

/**
 * A JSON body of at most `maxBytes`, or the answer to send instead: 413 when it is larger, 400 when
 * it is not JSON (the API routes' one way of reading a body).
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly response: Response }> {
  const read = await readBoundedText(request, maxBytes);
  if (!read.ok) return { ok: false, response: Response.json({ ok: false, error: `the body is over ${maxBytes} bytes` }, { status: 413 }) };
  try {
    return { ok: true, body: JSON.parse(read.text) as unknown };
  } catch {
    return { ok: false, response: Response.json({ ok: false, error: 'the body is not JSON' }, { status: 400 }) };
  }
}
