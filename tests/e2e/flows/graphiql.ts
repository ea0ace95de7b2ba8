import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { withoutChromium } from '../support/skip';
import { visible } from '../support/steps';
import { DESKTOP } from '../support/targets';

/**
 * GraphiQL for frontend developers (issue 26, item 5): the mock's /graphql page works with no
 * internet (every script and style from the mock itself), under its own Content-Security-Policy,
 * and runs a query against the mock.
 */
describe.skipIf(withoutChromium())('GraphiQL on the mock, in Chromium', () => {
  const browser = useBrowser();

  it('loads nothing from another host, breaks no policy and answers a query', async () => {
    const { page, problems } = await browser.open('mock', DESKTOP, '/');
    const elsewhere: string[] = [];
    const violations: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['blob:', 'data:'].includes(url.protocol) && url.host !== new URL(page.url()).host) elsewhere.push(request.url());
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP ${event.effectiveDirective} ${event.blockedURI}`)));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith('CSP ')) violations.push(message.text());
    });
    const response = await page.goto('/graphql');
    expect(response!.headers()['content-security-policy']).toMatch(/script-src 'sha256-[^']+'/);
    await visible(page.locator('.graphiql-container').first());
    // The query editor runs its default: a query for the schema's query type.
    const editor = page.locator('.graphiql-query-editor .monaco-editor, .graphiql-query-editor .CodeMirror').first();
    await visible(editor);
    await page.getByRole('button', { name: /Execute query/i }).first().click();
    await page.waitForFunction(() => /"data"|"errors"/.test(document.querySelector('.graphiql-response')?.textContent ?? ''), undefined, { timeout: 15_000 });
    expect(elsewhere).toEqual([]);
    expect(violations).toEqual([]);
    expect(problems.filter((problem) => !/favicon/.test(problem))).toEqual([]);
  });
});
