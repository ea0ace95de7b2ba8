import type { MockResolvers } from '../context';
import { bannerResolvers } from './banners';
import { blogResolvers } from './blog';
import { inboxResolvers } from './inbox';
import { pageResolvers } from './pages';
import { settingResolvers } from './settings';

/** Every part of the cms (pages and blocks, banners, settings, blog, newsletter and contact) as one map. */
function merge(parts: MockResolvers[]): MockResolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [typeName, fields] of Object.entries(part)) {
      Object.assign((merged[typeName] ??= {}), fields as Record<string, unknown>);
    }
  }
  return merged as MockResolvers;
}

export const cmsResolvers: MockResolvers = merge([pageResolvers, bannerResolvers, settingResolvers, blogResolvers, inboxResolvers]);
