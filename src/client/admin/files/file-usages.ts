/** Where a file is used, as the delete question lists it: grouped by file, each use with a link to its screen. */
import type { GetStorageUsagesQuery, StorageUsageKind } from '../../../../generated/client/graphql';
import { adminPath, productPath } from '../admin-paths';
import { bannersPath, brandPath, categoryPath } from '../kit/catalog-paths';
import { pagePath } from '../kit/pages-paths';

export type FileUsage = GetStorageUsagesQuery['storageUsages'][number];

/** The admin screen where a use can be seen and changed. */
export function usageHref(usage: FileUsage): string {
  const screens: Record<StorageUsageKind, () => string> = {
    PRODUCT: () => productPath(usage.id),
    CATEGORY: () => categoryPath(usage.id),
    BRAND: () => brandPath(usage.id),
    BANNER: () => bannersPath(),
    BLOCK: () => pagePath(usage.page_id ?? ''),
    PAGE: () => pagePath(usage.id),
    SETTING: () => adminPath('settings'),
    BLOG_POST: () => adminPath(`blog/${encodeURIComponent(usage.id)}`),
  };
  return screens[usage.kind]();
}

/** The uses of each file, in the order the files were selected. */
export function usagesByFile(fileIds: readonly string[], usages: readonly FileUsage[]): Map<string, FileUsage[]> {
  return new Map(fileIds.map((id) => [id, usages.filter((usage) => usage.file_id === id)]));
}
