/** The sitemap module's public entry: the sitemap index, each language's sitemap parts, and robots.txt. */
export { SITEMAP_MAX_URLS, sitemapIndex, sitemapOfPath, sitemapPart, sitemapPath, type SitemapOptions } from './sitemaps';
export { disallowedPaths, robotsTxt } from './robots';
