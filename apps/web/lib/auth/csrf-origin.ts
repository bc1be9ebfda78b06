/** The Origin check of CSRF layer 1, free of Node APIs so the proxy can import it. */
/** True when a request's Origin/Referer names the host it was sent to. */
export function sameOrigin(headers: Headers): boolean {
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (host === null) return false;
  const from = headers.get('origin') ?? headers.get('referer');
  if (from === null || from === 'null') return false;
  try {
    return new URL(from).host === host;
  } catch {
    return false;
  }
}
