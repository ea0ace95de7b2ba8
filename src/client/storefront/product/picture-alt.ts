import { useT } from './messages';

/**
 * A product picture's alt text, from the product's name in the page's language: the first picture is
 * the product ("Samsung Galaxy A55"), each further one says which it is ("Samsung Galaxy A55 – slika 2",
 * "… – picture 2"), so no file's alt text in another language is read on a page.
 */
export function useProductPictureAlt(): (name: string, index: number) => string {
  const t = useT();
  return (name, index) => (index === 0 ? name : t('product.picture', { name, number: index + 1 }));
}
