/** The site's cookie names, free of Node and Next server APIs: the proxy reads them too. */
export const SESSION_COOKIE = 'arena_session';
/** Display-only (name and role for the navigation); never read for authorisation. */
export const WHO_COOKIE = 'arena_who';
