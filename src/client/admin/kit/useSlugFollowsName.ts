import { useState, type Dispatch, type SetStateAction } from 'react';
import { slugify } from '../../../shared/routing/slug';

/**
 * The change handler of every form with a name and a slug (products, categories, brands, blog posts,
 * new pages): the slug follows the name while it is empty or made from the name, stops when the
 * administrator types one of their own, and follows again once they clear it.
 */
export function useSlugFollowsName<Values extends { name: string; slug: string }>(initialSlug: string, setValues: Dispatch<SetStateAction<Values>>) {
  const [slugTyped, setSlugTyped] = useState(initialSlug !== '');
  return <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    if (field === 'slug') setSlugTyped(value !== '');
    setValues((current) => (field === 'name' && !slugTyped ? { ...current, name: value, slug: slugify(String(value)) } : { ...current, [field]: value }));
  };
}
