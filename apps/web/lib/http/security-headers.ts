/**
 * The security headers (README "Security"). The static ones go on every response through
 * next.config.ts; the Content-Security-Policy carries a fresh nonce per request and is set by
 * proxy.ts, as is HSTS (only when the request came over https). Free of Node APIs: the proxy
 * imports it.
 */
export const STATIC_SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
];

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Whether a request came over https, and gets HSTS: directly, or as the reverse proxy's X-Forwarded-Proto says. */
export function overHttps(direct: boolean, forwardedProto: string | string[] | null | undefined): boolean {
  return direct || forwardedProto === 'https';
}

/**
 * Scripts only with this request's nonce ('strict-dynamic' lets Next's own chunks load the rest);
 * no inline script without it, no eval outside development. Styles allow inline `style`
 * attributes (React renders them; they cannot run code).
 */
export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** 128 random bits, base64 (Web Crypto: the proxy's runtime has it). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
