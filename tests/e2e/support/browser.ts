import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { keepFailureEvidence } from './failure-evidence';
import { appStarted } from './steps';
import { STEP_TIMEOUT_MS, type E2eTarget, type Viewport } from './targets';

/** The two builds' addresses, from the global setup; read when a test runs, so a file without Chromium still loads. */
export function targetUrl(name: E2eTarget['name']): string {
  const target = inject('e2eTargets').find((candidate) => candidate.name === name);
  if (!target) throw new Error(`No e2e target "${name}": the global setup did not start it`);
  return target.url;
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far, as text. */
  problems: string[];
}

export interface OpenOptions {
  /** Service workers answer /static/ from their cache, hidden from page.route; 'block' lets a test intercept chunks. */
  serviceWorkers?: 'allow' | 'block';
  /** Runs before the first navigation, e.g. to intercept requests. */
  prepare?: (page: Page) => Promise<unknown>;
}

let running: Browser | undefined;

/**
 * The one Chromium of the test file (browsing, listings-and-languages or buying-and-admin): launched for the first
 * flow and again only if it went away, closed after the last. A launch per flow cost a second of
 * CPU each; what a flow sees of another is nothing, since each page gets a context of its own.
 */
async function sharedBrowser(): Promise<Browser> {
  if (!running?.isConnected()) running = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  return running;
}

// Registered while the test file loads its flows: runs once, after all of them.
afterAll(async () => {
  await running?.close();
  running = undefined;
});

/** The shared Chromium for a flow, a fresh context (cookies, storage, service workers) for each page, closed after each test. */
export function useBrowser() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const opened: OpenedPage[] = [];

  beforeAll(async () => {
    browser = await sharedBrowser();
  });
  afterEach(async (test) => {
    const pages = opened.splice(0);
    if (test.task.result?.state === 'fail') await keepFailureEvidence(test.task, pages);
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  return {
    /** A new page of `target` at `path`, in the viewport's size (a phone gets touch and a mobile user agent). */
    async open(targetName: E2eTarget['name'], viewport: Viewport, path: string, options: OpenOptions = {}): Promise<OpenedPage> {
      if (!browser) throw new Error('The browser is not running');
      const phone = viewport.name === 'phone';
      const context = await browser.newContext({
        baseURL: targetUrl(targetName),
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: phone,
        hasTouch: phone,
        deviceScaleFactor: phone ? 3 : 1,
        serviceWorkers: options.serviceWorkers ?? 'allow',
      });
      contexts.push(context);
      context.setDefaultTimeout(STEP_TIMEOUT_MS);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      const result = { page, context, problems };
      opened.push(result);
      await options.prepare?.(page);
      await page.goto(path);
      await appStarted(page);
      return result;
    },
  };
}
