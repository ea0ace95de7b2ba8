/**
 * The cms: pages and their design blocks, banners, settings, the blog, the newsletter and the
 * contact page.
 */
import { mergeDomainResolvers } from '../../../lib/merge-resolvers';
import { asResolvers, type DomainResolvers } from '../../../lib/domain-resolvers';
import { bannerResolvers } from './banners';
import { blockResolvers } from './blocks';
import { blogResolvers } from './blog';
import { inboxResolvers } from './inbox';
import { pageResolvers } from './pages';
import { settingResolvers } from './settings';

export const cmsResolvers = asResolvers(
  mergeDomainResolvers<DomainResolvers>([pageResolvers, blockResolvers, bannerResolvers, settingResolvers, blogResolvers, inboxResolvers]),
);
