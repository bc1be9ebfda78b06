/**
 * The client address used for per-IP limits: the rightmost `X-Forwarded-For` entry, which is the
 * one the nearest proxy appended (Next's own server sets the header to the socket address when it
 * is absent). Behind no proxy a client can send its own header, so production runs behind one
 * that appends it (README "Security"); per-account limits hold either way.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((s) => s.trim()).filter((s) => s !== '').at(-1);
  return last?.slice(0, 64) ?? headers.get('x-real-ip')?.slice(0, 64) ?? 'unknown';
}
