import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { RunnerTestCase as Test } from 'vitest';

/** Where a failed flow leaves what the browser showed; ignored by git, printed in the test's output. */
export const FAILURE_DIR = resolve(import.meta.dirname, '../../../test-results/e2e');

const fileNameOf = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 120);

/**
 * A failed step says only what it waited for; a flake under load needs to be seen. For each page the
 * test opened: a screenshot, its address, and the console errors, written beside each other and
 * named in the output, so a failure in CI's log can be read without running it again.
 */
export async function keepFailureEvidence(test: Test, pages: ReadonlyArray<{ page: Page; problems: string[] }>): Promise<void> {
  mkdirSync(FAILURE_DIR, { recursive: true });
  const attempt = test.result?.retryCount ?? 0;
  const base = fileNameOf(`${test.fullName.replace(/^[^>]*> /, '')}-try-${attempt + 1}`);
  const lines: string[] = [];
  for (const [index, { page, problems }] of pages.entries()) {
    if (page.isClosed()) continue;
    const screenshot = join(FAILURE_DIR, `${base}-page-${index + 1}.png`);
    const taken = await page.screenshot({ path: screenshot, fullPage: false, timeout: 5_000 }).then(
      () => relative(process.cwd(), screenshot),
      (error: unknown) => `no screenshot (${String(error)})`,
    );
    lines.push(`page ${index + 1}: ${page.url()}`, `  screenshot: ${taken}`, ...problems.map((problem) => `  ${problem}`));
  }
  if (lines.length === 0) return;
  writeFileSync(join(FAILURE_DIR, `${base}.txt`), `${test.fullName}\n${lines.join('\n')}\n`);
  console.log(`e2e failure evidence for "${test.fullName}" (try ${attempt + 1}):\n${lines.join('\n')}`);
}
