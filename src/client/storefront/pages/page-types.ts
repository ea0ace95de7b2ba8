import type { GetPageQuery } from '../../../../generated/client/graphql';

/** A page as GetPage answers it, with its text, SEO, group and blocks. */
export type CmsPageData = NonNullable<GetPageQuery['page']>;

export const pageSeo = (page: CmsPageData) => ({
  title: page.seo_title || page.name,
  description: page.seo_description,
  keywords: page.seo_keywords,
});
