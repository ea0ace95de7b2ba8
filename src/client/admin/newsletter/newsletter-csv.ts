/** Excel reads a CSV as UTF-8 (and shows č ć š ž đ) only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

/** The export's file: the server's CSV text behind a BOM, as text/csv. */
export function newsletterCsvBlob(csv: string): Blob {
  return new Blob([csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv], { type: 'text/csv;charset=utf-8' });
}

/** The export's file name, dated: newsletter-2026-11-20.csv. */
export function newsletterCsvName(today: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `newsletter-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;
}

/** Saves a blob as a file: a Blob URL on a temporary link, clicked, then released. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
