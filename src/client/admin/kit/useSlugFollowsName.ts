import { useState, type Dispatch, type SetStateAction } from 'react';
import { slugify } from '../../../shared/slug';
import type { CatalogTextField, CatalogTextValues } from './catalog-texts';

/**
 * The change handler of CatalogTextFields: the slug follows the name until the administrator types
 * a slug of their own (or the entity already has one).
 */
export function useSlugFollowsName<Values extends CatalogTextValues>(initialSlug: string, setValues: Dispatch<SetStateAction<Values>>) {
  const [slugTyped, setSlugTyped] = useState(initialSlug !== '');
  return (field: CatalogTextField, value: string) => {
    if (field === 'slug') setSlugTyped(value !== '');
    setValues((current) => (field === 'name' && !slugTyped ? { ...current, name: value, slug: slugify(value) } : { ...current, [field]: value }));
  };
}
