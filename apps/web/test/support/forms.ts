/**
 * Posting a server action straight, as a browser without JavaScript would: the hidden fields of a
 * rendered form (Next's `$ACTION_ID_…` or `$ACTION_REF_…` and its bound state, the CSRF token)
 * plus chosen fields, sent as multipart/form-data with this site's Origin. This is how the tests
 * forge requests a page would never offer a user.
 */
import type { APIResponse, BrowserContext, Page } from 'playwright-core';

/** The hidden fields of the first form matching `selector` on the page as it is now. */
export async function hiddenFields(page: Page, selector: string): Promise<Record<string, string>> {
  return page.locator(selector).first().evaluate((form) => Object.fromEntries(
    [...form.querySelectorAll('input[type=hidden]')].map((el) => [(el as HTMLInputElement).name, (el as HTMLInputElement).value]),
  ));
}

/** The CSRF token of the context's own session (from its /account page). */
export async function ownCsrf(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto('/account');
  const token = await page.locator('input[name=csrf]').first().inputValue();
  await page.close();
  return token;
}

/** Posts `fields` to `path` with the context's cookies, as a form of this site would. */
export async function postAction(context: BrowserContext, baseUrl: string, path: string, fields: Record<string, string>): Promise<APIResponse> {
  return context.request.post(path, { multipart: fields, headers: { origin: baseUrl }, maxRedirects: 0 });
}

/**
 * Posts `fields` to `path` as a browser without JavaScript would, by plain fetch from client IP `ip`
 * (no browser context: cheap enough for hundreds of posts, each from an IP of its own); the answer's HTML.
 */
export async function postForm(baseUrl: string, path: string, fields: Record<string, string>, ip: string): Promise<string> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const res = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers: { origin: baseUrl, 'x-forwarded-for': ip }, redirect: 'manual' });
  return res.text();
}
