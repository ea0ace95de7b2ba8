/** Every kind of server-rendered storefront route of the demo shop, in both languages. */
import { LANGUAGE_COOKIE } from '../../../src/shared/constants';

export interface StorefrontRoute {
  /** What the route is, for a test's name. */
  name: string;
  path: string;
  lang: 0 | 1;
  /** The status the server answers with. */
  status: 200 | 404;
}

const PHONE_SR = '/proizvod/telefoni-i-tableti/mobilni-telefoni/android-telefoni/1/mobilni-telefon-samsung-galaxy-a55-5g-8-128-gb';
const PHONE_EN = '/product/phones-and-tablets/mobile-phones/android-phones/1/samsung-galaxy-a55-5g-8-128-gb-smartphone';

/** [what, Serbian path, English path, status]; paths the same in both languages are told apart by the language cookie. */
const PAIRS: readonly (readonly [string, string, string, 200 | 404])[] = [
  ['home', '/', '/home', 200],
  ['shop', '/prodavnica', '/shop', 200],
  ['category', '/prodavnica/telefoni-i-tableti/mobilni-telefoni', '/shop/phones-and-tablets/mobile-phones', 200],
  ['brands', '/brendovi', '/brands', 200],
  ['brand shop', '/brend/samsung', '/brand/samsung', 200],
  ['special listing', '/akcija', '/akcija', 200],
  ['shop template page', '/zimska-akcija', '/winter-sale', 200],
  ['product', PHONE_SR, PHONE_EN, 200],
  ['blog', '/novosti', '/blog', 200],
  ['CMS page', '/o-nama', '/about-us', 200],
  ['contact', '/kontakt', '/contact', 200],
  ['search', '/pretraga?q=samsung', '/search?q=samsung', 200],
  ['checkout', '/placanje', '/checkout', 200],
  ['wishlist', '/lista-zelja', '/wishlist', 200],
  ['login', '/nalog/login', '/account/login', 200],
  ['unknown path', '/nepostojeca-stranica', '/shop/no-such-category/at-all/here/and-more', 404],
  ['unknown category', '/prodavnica/nema-takve-kategorije', '/shop/phones-and-tablets/no-such-phones', 404],
];

export const STOREFRONT_ROUTES: readonly StorefrontRoute[] = PAIRS.flatMap(([name, sr, en, status]) => [
  { name, path: sr, lang: 0 as const, status },
  { name, path: en, lang: 1 as const, status },
]);

/** The request headers that open `route` in its language (the cookie tells the language of a shared path). */
export const headersFor = (route: Pick<StorefrontRoute, 'lang'>): Record<string, string> => ({ cookie: `${LANGUAGE_COOKIE}=${route.lang}` });

/** A blog post's path in a language, from the blog list's HTML. */
export function firstPostPath(blogHtml: string, lang: 0 | 1): string {
  const match = new RegExp(`href="(/${lang === 0 ? 'vest' : 'post'}/\\d+/[^"]+)"`).exec(blogHtml);
  if (!match) throw new Error('no post on the blog list');
  return match[1]!;
}
