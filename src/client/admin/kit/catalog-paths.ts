import { adminPath } from '../admin-paths';

/** The id in a catalog edit address that opens an empty form. */
export const NEW_ID = 'new';

export const categoriesPath = () => adminPath('categories');
export const categoryPath = (id: string) => adminPath(`categories/${encodeURIComponent(id)}`);
export const brandsPath = () => adminPath('brands');
export const brandPath = (id: string) => adminPath(`brands/${encodeURIComponent(id)}`);
export const bannersPath = () => adminPath('banners');
export const groupsPath = () => adminPath('groups');
export const groupPath = (id: string) => adminPath(`groups/${encodeURIComponent(id)}`);
