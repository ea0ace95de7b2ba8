/** The admin's writes of every translatable record that the translation tests send, and how they send them. */
export type Lang = 0 | 1;
/** An admin operation in a language, its data; a refusal throws. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer is untyped JSON unless the test names T
export type AsAdmin = <T = any>(lang: Lang, query: string, variables?: Record<string, unknown>) => Promise<T>;

export const PRODUCT_FIELDS = `id names slugs descriptions seo_titles seo_keywords_list seo_descriptions
  specifications { filter { id } value values }`;
export const UPSERT_PRODUCT = `mutation ($id: ID, $name: String!, $slug: String!, $description: String, $seo_title: String, $group_id: ID,
  $specifications: [SpecificationInput!]) {
  upsertProduct(id: $id, code: "TR-1", name: $name, slug: $slug, description: $description, seo_title: $seo_title, price: 1000,
    stock: 3, group_id: $group_id, specifications: $specifications) { ${PRODUCT_FIELDS} }
}`;
export const TEXTS = 'names slugs descriptions seo_titles seo_keywords_list seo_descriptions';
export const UPSERT_CATEGORY = `mutation ($id: ID, $name: String!, $slug: String!, $description: String, $seo_title: String, $seo_keywords: String,
  $seo_description: String) {
  upsertCategory(id: $id, name: $name, slug: $slug, description: $description, seo_title: $seo_title, seo_keywords: $seo_keywords,
    seo_description: $seo_description) { id ${TEXTS} }
}`;
export const UPSERT_BRAND = `mutation ($id: ID, $name: String!, $slug: String!, $description: String, $seo_title: String) {
  upsertBrand(id: $id, name: $name, slug: $slug, description: $description, seo_title: $seo_title) { id ${TEXTS} }
}`;
export const UPSERT_BANNER = `mutation ($id: ID, $title: String, $link: String, $image_id: ID) {
  upsertBanner(id: $id, name: "Zimska akcija", title: $title, link: $link, image_id: $image_id, position: SHOP_BELOW_MENU) {
    id titles links images { id }
  }
}`;
export const PAGE_FIELDS = 'id names slugs pages seo_titles seo_keywords_list seo_descriptions';
export const UPDATE_PAGE = `mutation ($id: ID!, $name: String, $slug: String, $seo_title: String, $seo_keywords: String, $seo_description: String,
  $page: String) {
  updatePage(id: $id, name: $name, slug: $slug, seo_title: $seo_title, seo_keywords: $seo_keywords, seo_description: $seo_description,
    page: $page) { ${PAGE_FIELDS} }
}`;
export const BLOCK_FIELDS = `id titles content { __typename ... on TextContent { htmls } ... on CardsContent { cards { id titles texts links image { id } } } }`;
export const UPSERT_BLOCK = `mutation ($id: ID, $page_id: ID!, $type: BlockType!, $title: String, $content: BlockContentInput!) {
  upsertBlock(id: $id, page_id: $page_id, type: $type, title: $title, content: $content) { ${BLOCK_FIELDS} }
}`;
export const BLOG_FIELDS = 'id names slugs summaries descriptions seo_titles seo_keywords_list seo_descriptions';
export const UPSERT_BLOG = `mutation ($id: ID, $name: String!, $slug: String!, $summary: String, $description: String, $seo_title: String) {
  upsertBlogPost(id: $id, name: $name, slug: $slug, summary: $summary, description: $description, seo_title: $seo_title) { ${BLOG_FIELDS} }
}`;
export const UPSERT_SETTING = `mutation ($id: ID, $field: String!, $value: String) { upsertSetting(id: $id, field: $field, value: $value) { id field values } }`;
export const GROUP_FIELDS = 'id names descriptions filters { id names }';
export const UPDATE_GROUP = `mutation ($id: ID!, $name: String, $description: String, $filters: [GroupFilterInput!]) {
  updateGroup(id: $id, name: $name, description: $description, filters: $filters) { ${GROUP_FIELDS} }
}`;
