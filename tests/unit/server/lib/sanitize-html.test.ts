import { expect, test } from 'vitest';
import { sanitizeHtml } from '../../../../src/server/lib/sanitize-html';

test('admin HTML keeps its formatting but nothing that runs or covers the shop', () => {
  const html = sanitizeHtml(
    '<p style="position:fixed;inset:0" onclick="steal()">Opis <strong>proizvoda</strong></p>' +
      '<script>alert(1)</script><a href="javascript:alert(1)">klik</a><a href="https://izlog.rs" target="_blank">izlog</a>',
  );
  expect(html).toContain('<strong>proizvoda</strong>');
  expect(html).not.toMatch(/style=|onclick|<script|javascript:/);
  expect(html).toContain('rel="noopener noreferrer"');
});
