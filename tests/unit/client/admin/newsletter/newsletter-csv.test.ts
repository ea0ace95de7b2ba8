import { describe, expect, it } from 'vitest';
import { newsletterCsvBlob, newsletterCsvName } from '../../../../../src/client/admin/newsletter/newsletter-csv';

describe('newsletter CSV', () => {
  it('puts one UTF-8 BOM before the text so Excel shows č ć š ž đ', async () => {
    const bytes = new Uint8Array(await newsletterCsvBlob('email\nđž@primer.rs\n').arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('email\nđž@primer.rs\n');
    const twice = new Uint8Array(await newsletterCsvBlob('\uFEFFa').arrayBuffer());
    expect(twice.length).toBe(4);
  });

  it('names the file by the day', () => {
    expect(newsletterCsvName(new Date(2026, 10, 5))).toBe('newsletter-2026-11-05.csv');
  });
});
