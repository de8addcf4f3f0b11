// A phone-sized page in Chromium for each test, and its screenshots. `npm run screenshots` saves
// them over the README's pictures in web/screenshots/, and TEXAS42_SCREENSHOTS=test-output in the
// ignored web/test-output/screenshots/ (to look at a run); `npm test` takes none. Each is written
// to a .tmp file first, then renamed, so a failed run never leaves half a PNG.
import { mkdirSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

/** The phone the screenshots are taken on (an iPhone 12-15 sized portrait viewport). */
export const PHONE = { width: 390, height: 844 } as const;
/** The same phone held sideways. */
export const PHONE_LANDSCAPE = { width: 844, height: 390 } as const;

/** Where screenshots go, if anywhere. None by default: a phone's screenshot (a PNG of 780x1688
 * pixels) takes about 0.4 s of CPU and as long on the clock, and `npm test` took about fifty (52
 * different ones in web/test-output/screenshots/) that nothing looked at. */
const SCREENSHOT_DIRS: Record<string, string> = {
  readme: '../screenshots/',
  'test-output': '../test-output/screenshots/',
};
const screenshotDir = (() => {
  const asked = process.env.TEXAS42_SCREENSHOTS;
  if (asked === undefined || asked === '') return null;
  const dir = SCREENSHOT_DIRS[asked];
  if (dir === undefined)
    throw new Error(`TEXAS42_SCREENSHOTS is readme (the README's pictures) or test-output, not ${asked}.`);
  return fileURLToPath(new URL(dir, import.meta.url));
})();

/** Launches Debian's Chromium headless. */
function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Chromium for the test file that calls this: launched before its tests and closed after them.
 * The function it returns opens a new phone (its own context, so its own user) on it. */
export function usePhones(): (
  viewport?: PhoneViewport,
  options?: PhoneOptions,
) => ReturnType<typeof openPhone> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(inject('chromiumPath'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return (viewport, options) => openPhone(browser!, viewport, options);
}

/** True for the console error of the Firestore web SDK closing one of its streams' channels
 * (`.../Firestore/Write/channel?...&TYPE=terminate`, or `Listen`), which the emulator answers with
 * 400: the SDK sends that request as a page reloads or closes, or as a test takes a page's
 * connection down (support/live-updates.ts), and never reads the answer. A page's only writes are
 * its heartbeats, which the page that comes back sends anew, and a listener that comes back reads
 * the documents anew. Only that request and that status: any other failed request still counts
 * as an error. */
const isChannelTerminate = (text: string, url: string): boolean =>
  text.includes('status of 400') &&
  /\/google\.firestore\.v1\.Firestore\/(Write|Listen)\/channel\?(.*&)?TYPE=terminate(&|$)/.test(url);

/** Playwright's tap checks that its touch lands on the element aimed at, and cancels a touch that
 * lands elsewhere (the page moved under it) before tapping again: its own listener's
 * preventDefault (playwright-core's hit-target interceptor). During a scroll Chromium refuses that
 * cancel and logs this, with no script address (seen once in the lessons walk). The app adds no
 * touchstart listener, and React's are passive (a passive listener's cancel logs other words), so
 * on these pages only Playwright's cancels a touch. */
const isTapRetry = (text: string, url: string): boolean =>
  url === '' && text.startsWith('Ignored attempt to cancel a touchstart event with cancelable=false');

/** A phone's page size in CSS pixels and, when not the usual 2, its device pixels per CSS pixel
 * (a zoomed page: support/zoom.ts). */
export type PhoneViewport = { readonly width: number; readonly height: number; readonly scale?: number };

/** How a phone differs from the usual: `serviceWorkers: 'block'` for a test that routes the app's
 * own scripts, which the service worker would otherwise fetch past Playwright's routes. */
export type PhoneOptions = { readonly serviceWorkers?: 'allow' | 'block' };

/** A touch-screen phone context with reduced motion, collecting page errors and the callables sent. */
export async function openPhone(
  browser: Browser,
  { width, height, scale = 2 }: PhoneViewport = PHONE,
  { serviceWorkers = 'allow' }: PhoneOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[]; calls: string[] }> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: scale,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
    colorScheme: 'dark',
    serviceWorkers,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  collectErrors(page, errors);
  const calls: string[] = [];
  collectCalls(page, calls);
  return { context, page, errors, calls };
}

/** Adds `page`'s uncaught errors, console errors and refused callables to `errors`. */
export function collectErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed request logs only its status: name the address, so a failure says which call.
    const { url } = message.location();
    if (isChannelTerminate(message.text(), url) || isTapRetry(message.text(), url)) return;
    errors.push(url === '' ? message.text() : `${message.text()} (${url})`);
  });
  // The console names only a refused call's status: the room's answer says why it refused.
  page.on('response', (response) => {
    if (response.status() < 400 || !/\/us-central1\/\w+$/.test(response.url())) return;
    void response.text().then(
      (answer) => errors.push(`${response.url()} answered ${response.status()}: ${answer}`),
      () => errors.push(`${response.url()} answered ${response.status()} (its body was gone)`),
    );
  });
}

/** Adds to `calls` each callable `page` sends and how it ended (answered with a status, failed,
 * or neither yet), stamped with the clock's seconds: a move that never showed may have been a tap
 * that sent nothing, a call with no answer, or one the room answered (and did not make). */
function collectCalls(page: Page, calls: string[]): void {
  const callable = /\/us-central1\/(\w+)$/;
  const stamp = () => (Date.now() / 1000).toFixed(1);
  const name = (request: Request) => callable.exec(request.url())?.[1];
  page.on('request', (request) => {
    if (name(request) !== undefined) calls.push(`${name(request)} sent at ${stamp()}`);
  });
  // The answer's headers are enough to say it came: its body is not waited for (a promise that a
  // page closed at the test's end would leave rejected and unhandled).
  page.on('response', (response) => {
    const called = name(response.request());
    if (called !== undefined) calls.push(`${called} answered ${response.status()} at ${stamp()}`);
  });
  page.on('requestfailed', (request) => {
    if (name(request) !== undefined)
      calls.push(`${name(request)} failed (${request.failure()?.errorText ?? 'no reason'}) at ${stamp()}`);
  });
}

/** Saves a full-viewport PNG as <name>.png in the screenshot folder, when screenshots are asked
 * for; with `wholePage`, the whole scrolling page (for a screen whose last buttons sit below a
 * phone's fold), taken on a phone as tall as the page, since Chromium's own full-page capture
 * leaves the fixed felt behind at the fold. */
export async function screenshot(page: Page, name: string, { wholePage = false } = {}): Promise<void> {
  if (screenshotDir === null) return;
  mkdirSync(screenshotDir, { recursive: true });
  const final = `${screenshotDir}${name}.png`;
  const phone = wholePage ? page.viewportSize() : null;
  if (phone !== null) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: phone.width, height });
  }
  await page.screenshot({ path: `${final}.tmp`, type: 'png', animations: 'disabled' });
  if (phone !== null) await page.setViewportSize(phone);
  renameSync(`${final}.tmp`, final);
}

/** Opens an app path and waits until its screen (a lazily loaded <main>) is on the page. */
export async function visit(page: Page, baseUrl: string, path: string): Promise<void> {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('main').first().waitFor();
}

/** Cuts the phone's network once its service worker has cached the app, and reopens the app from
 * that cache. Chromium 150 keeps `navigator.onLine` true in a page reloaded under the offline
 * emulation (its requests still fail), so the emulation is lifted and put back after the reload:
 * the page hears the network go, as a phone's app does, and says it has none. */
export async function reopenOffline(context: BrowserContext, page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await context.setOffline(true);
  await page.reload();
  await context.setOffline(false);
  await context.setOffline(true);
  await page.waitForFunction(() => !navigator.onLine);
}
