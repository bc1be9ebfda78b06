/** Debian's chromium driven by playwright-core (never `playwright install`). */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

/**
 * Logs in through the form and returns the context (cookies kept). `ip` is sent as
 * X-Forwarded-For, so tests that count per-IP limits have an address of their own.
 */
export async function logIn(browser: Browser, baseUrl: string, email: string, password: string, ip?: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl, ...(ip === undefined ? {} : { extraHTTPHeaders: { 'x-forwarded-for': ip } }) });
  const page = await context.newPage();
  await page.goto('/login');
  await page.fill('input[name=email]', email);
  await page.fill('input[name=password]', password);
  await Promise.all([page.waitForURL('**/account'), page.click('main button[type=submit]')]);
  return { context, page };
}

/**
 * Waits until React has hydrated the element (it then carries React's fiber key). A test that
 * changes the DOM by hand must wait: hydration sets a controlled input's value back, and a form
 * forged before it would be sent with the real value.
 */
export async function waitForHydration(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((s) => {
    const el = document.querySelector(s);
    return el !== null && Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
  }, selector);
}

/** Collects CSP violations the page reports (console and the securitypolicyviolation event). */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => { if (/Content Security Policy|Refused to (execute|load)/i.test(m.text())) seen.push(m.text()); });
  await page.exposeFunction('__cspViolation', (v: string) => { seen.push(v); });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation: (v: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  return seen;
}

/** Uploads a bot through the form and waits for the check's verdict (a smoke match: seconds; a stopped check: up to its limit). */
export async function uploadThroughForm(page: Page, fields: { name: string; source: string; game?: string; league?: string }): Promise<void> {
  await page.goto('/bots/upload');
  await page.fill('input[name=name]', fields.name);
  if (fields.game !== undefined) await page.selectOption('select[name=game]', fields.game);
  if (fields.league !== undefined) await page.selectOption('select[name=league]', fields.league);
  await page.fill('textarea[name=source]', fields.source);
  await page.click('main button[type=submit]');
  await page.locator('[data-testid=verdict]').waitFor({ timeout: 150_000 });
}
