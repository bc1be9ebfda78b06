/**
 * The build's mode, for code that must not load the site's settings (lib/env.ts reads the
 * repository and the database settings): the proxy runs before every request.
 */
export const isDevelopment = (): boolean => process.env.NODE_ENV === 'development';
