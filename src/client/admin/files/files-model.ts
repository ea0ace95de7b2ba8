/** Pure helpers of the files screen: its state in the query string, sizes, kinds and tabs. */

/** Files per page of the files screen. */
export const FILES_PER_PAGE = 24;

/** The tab uploads are filed under when the list shows every tab. */
export const DEFAULT_TAB = 'general';

/** The tabs the shop files under; a tab found on a file but missing here is still offered. */
export const FILE_TABS = ['general', 'products', 'categories', 'brands', 'banners', 'blog', 'pages', 'documents'] as const;

export interface FilesQuery {
  tab: string;
  search: string;
  page: number;
}

export function parseFilesQuery(search: string): FilesQuery {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page'));
  return {
    tab: params.get('tab')?.trim() ?? '',
    search: params.get('search')?.trim() ?? '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function formatFilesQuery(query: FilesQuery): string {
  const params = new URLSearchParams();
  if (query.tab) params.set('tab', query.tab);
  if (query.search) params.set('search', query.search);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Every tab to offer: the known ones, then any other a file is filed under, each once. */
export function tabsWith(extra: readonly string[]): string[] {
  return [...new Set([...FILE_TABS, ...extra.filter(Boolean)])];
}

/** A byte count for people: 512 B, 1.5 KB, 2.3 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export type FileKind = 'image' | 'pdf' | 'other';

export function fileKind(mime: string): FileKind {
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return 'other';
}

