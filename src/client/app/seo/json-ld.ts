/** schema.org structured data the pages share (spec §9 SEO); a screen builds its own main item beside it. */
const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  /** Absolute address; the last crumb (the page itself) may have none. */
  url?: string;
}

export function breadcrumbListLd(crumbs: readonly Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, ...(crumb.url ? { item: crumb.url } : {}) })),
  };
}

/** The shop itself, and how a search engine can search it: for the home page. */
export function siteLd({ name, url, logo, searchUrl }: { name: string; url: string; logo: string | null | undefined; searchUrl: string }): object[] {
  return [
    { '@context': CONTEXT, '@type': 'Organization', name, url, ...(logo ? { logo } : {}) },
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      name,
      url,
      potentialAction: { '@type': 'SearchAction', target: { '@type': 'EntryPoint', urlTemplate: searchUrl }, 'query-input': 'required name=search_term_string' },
    },
  ];
}
