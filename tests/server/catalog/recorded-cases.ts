/**
 * The catalogue's reads, writes and refusals that the retired hand-written mock answered, in the
 * order recorded in tests/server/recorded/catalog-answers.json (catalog.test.ts sends them).
 */
export type Lang = 0 | 1;
export type Case = { query: string; variables?: Record<string, unknown>; lang?: Lang; admin?: boolean };
/** A refused write and its refusal: message, code and field. */
export type Refusal = Case & { refused: [string, string, string | undefined] };

const PRODUCT = `id code name slug alternate_slugs description price discount_price process_price discount_percent currency action new popular
  sold_out max_quantity active active_from active_to brand { id name } category { id name } categories { id } image { id }
  gallery { id } group { id name } specifications { filter { id name } value } youtube youtube_id connected { id }
  features { connected gallery specifications youtube price }`;
const ADMIN_PRODUCT = `${PRODUCT} price_rsd discount_price_rsd stock state names slugs descriptions seo_titles seo_keywords_list seo_descriptions`;
export const LISTING = `data { ${PRODUCT} } paginatorInfo { currentPage lastPage count total } category { id name } breadcrumbs { id slug alternate_slugs }
  filters { filter { id name position } values { value count selected } } brands { brand { id name } count selected }`;
const CATEGORY = `id name slug alternate_slugs description parent_id position seo_title seo_keywords seo_description image { id } products_count shop_products_count`;
const ADMIN_CATEGORY = `${CATEGORY} names slugs descriptions seo_titles seo_keywords_list seo_descriptions`;
const BRAND = `id name slug alternate_slugs description position seo_title seo_keywords seo_description image { id } products_count`;
const GROUP = `id name description position products_count filters { id group_id name position names } names descriptions
  campaigns { id group_id code description products_views wishlist_added }`;

/** Reads of the storefront and the admin, in both languages. */
export const READS: Case[] = [
  { query: `query($p: [String!]) { products(category_path: $p, sort: PRICE_ASC, first: 5) { ${LISTING} } }`, variables: { p: ['telefoni-i-tableti', 'mobilni-telefoni'] } },
  { query: `query($p: [String!]) { products(category_path: $p, first: 30) { ${LISTING} } }`, variables: { p: ['phones-and-tablets'] }, lang: 1 },
  { query: `{ products(first: 24, page: 2) { ${LISTING} } }` },
  { query: `{ products(page: 99) { ${LISTING} } }` },
  { query: `{ products(special: ACTION, first: 50) { ${LISTING} } }` },
  { query: `{ products(special: NEW, sort: NEWEST) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(special: POPULAR, sort: PRICE_DESC) { ${LISTING} } }` },
  { query: `{ products(special: CAMPAIGN, campaign: "black-friday-2026") { ${LISTING} } }` },
  { query: `{ products(special: CAMPAIGN, campaign: "no-such-code") { ${LISTING} } }` },
  { query: `{ products(search: "samsung", first: 50) { ${LISTING} } }` },
  { query: `{ products(search: "frizider") { ${LISTING} } }` },
  { query: `{ products(search: "FRIŽIDER", sort: NAME) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(brands: ["1", "2", "x"], filters: [{ filter_id: "1", values: ["Crna", "plava"] }], first: 50) { ${LISTING} } }` },
  { query: `{ products(filters: [{ filter_id: "1", values: ["black"] }, { filter_id: "2", values: ["128 GB", "1 TB"] }], first: 50) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(filters: [{ name: "boja", values: ["Crna"] }, { name: "Dijagonala ekrana", values: ["6,67\\"", "15,6\\""] }], first: 50) { ${LISTING} } }` },
  { query: `{ products(special: ACTION, filters: [{ name: "Colour", values: ["black"] }]) { ${LISTING} } }`, lang: 1 },
  { query: `{ products(ids: ["5", "3", "x", "1", "99999"]) { ${LISTING} } }` },
  { query: `{ products(group_id: "2", sort: NAME, first: 50) { ${LISTING} } }` },
  { query: `{ products(category_path: ["nema-je"]) { ${LISTING} } }` },
  { query: `{ products(category_path: ["android-phones"], first: 5) { ${LISTING} } }`, lang: 1 },
  { query: `{ categories { ${CATEGORY} } }` },
  { query: `{ categories(brand: "1", limit: 10) { ${CATEGORY} } }`, lang: 1 },
  { query: `{ categories(search: "telefon") { id name } }` },
  { query: `{ shopCategories(brand: "2") { ${CATEGORY} } }` },
  { query: `{ shopCategories(groupId: "3", search: "tele") { id name shop_products_count } }` },
  { query: `{ brands { ${BRAND} } }` },
  { query: `{ brands(search: "sa", limit: 2) { id name } }`, lang: 1 },
  { query: `{ brand(slug: "gorenje") { ${BRAND} } }`, lang: 1 },
  { query: `{ brand(id: "3") { ${BRAND} names slugs descriptions } }`, admin: true },
  { query: `{ category(id: "3") { ${ADMIN_CATEGORY} } }`, lang: 1, admin: true },
  { query: `{ product(id: "1") { ${PRODUCT} } }` },
  { query: `{ product(id: "1") { ${ADMIN_PRODUCT} } }`, lang: 1, admin: true },
  { query: `{ product(id: "999999") { id } }` },
  { query: `{ categoriesWithPagination(first: 10, page: 2, order: PRODUCTS) { data { id products_count } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ categoriesWithPagination(order: NAME, search: "tel") { data { id } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ productsWithPagination(first: 10, active: false) { data { id state } paginatorInfo { total } } }`, admin: true },
  { query: `{ productsWithPagination(first: 10, category_id: "1", brand_id: "1", search: "galaxy") { data { id } paginatorInfo { total } } }`, admin: true },
  { query: `{ productsWithPagination(first: 100, sort: PRICE_ASC) { data { id } paginatorInfo { total lastPage } } }`, admin: true },
  { query: `{ groups { ${GROUP} } }`, admin: true },
  { query: `{ groups(withName: true, search: "tele") { id name } }`, lang: 1, admin: true },
];

/** Writes, in order: each answer (and the reads after them) must be the recorded one. */
export const WRITES: Case[] = [
  { query: `mutation { upsertCategory(name: "Klima uređaji", slug: "Klima uređaji", parent_id: "40", description: "<p onclick=\\"x()\\">Inverter</p><script>alert(1)</script>") { ${ADMIN_CATEGORY} } }`, admin: true },
  { query: `mutation { upsertCategory(id: "51", name: "Air conditioners", slug: "air-conditioners", seo_title: "AC") { ${ADMIN_CATEGORY} } }`, lang: 1, admin: true },
  { query: `mutation { sortCategories(items: [{ id: "1", position: 2, parent_id: null }, { id: "10", position: 1, parent_id: null }, { id: "51", position: 1, parent_id: "19" }]) { success error } }`, admin: true },
  { query: `{ categories { id parent_id position name } }` },
  { query: `mutation { upsertBrand(name: "Sencor", slug: "sencor", position: 2, description: "<p>Češki</p>") { ${BRAND} names slugs } }`, admin: true },
  { query: `mutation { upsertBrand(id: "13", name: "Sencor CZ", slug: "sencor-cz") { ${BRAND} names slugs } }`, lang: 1, admin: true },
  { query: `{ brands { id name position } }` },
  { query: `mutation { createGroup(name: "Klime", description: "Inverter") { ${GROUP} } }`, admin: true },
  { query: `mutation { updateGroup(id: "8", name: "Klime", position: 1, filters: [{ name: "Snaga" }, { name: "Razred", position: 1 }]) { ${GROUP} } }`, admin: true },
  { query: `mutation { updateGroup(id: "8", filters: [{ id: "22", name: "Class" }, { name: "Noise" }]) { ${GROUP} } }`, lang: 1, admin: true },
  { query: `mutation { createGroupCampaign(group_id: "8", code: "leto-2027", description: " Leto ") { id group_id code description products_views wishlist_added } }`, admin: true },
  { query: `{ groups { id position filters { id name position } campaigns { id code } } }`, admin: true },
  {
    query: `mutation { upsertProduct(code: "KL-1", name: "Klima Gorenje 12", slug: "klima-gorenje-12", price: 59999, discount_price: 54999, stock: 3,
      new: true, brand_id: "2", category_ids: ["51", "1"], image_id: "1", gallery_ids: ["2", "3"], group_id: "8",
      specifications: [{ filter_id: "22", value: "A++" }, { filter_id: "23", value: "  " }], youtube: "https://youtu.be/Pq4nR7sLw2E",
      connected_ids: ["1", "2"], features: { connected: true, gallery: false, specifications: true, youtube: true, price: true }) { ${ADMIN_PRODUCT} } }`,
    admin: true,
  },
  { query: `mutation { upsertProduct(id: "283", code: "KL-1", name: "Gorenje AC 12", slug: "gorenje-ac-12", price: 61000, stock: 0, specifications: [{ filter_id: "22", value: "A+++" }]) { ${ADMIN_PRODUCT} } }`, lang: 1, admin: true },
  { query: `mutation { upsertProduct(id: "2", code: "sm-x", name: "Samsung X", slug: "samsung-x", price: 1000, stock: 1, active: false, group_id: null) { ${ADMIN_PRODUCT} } }`, admin: true },
  { query: `{ products(search: "klima") { ${LISTING} } }` },
  { query: `{ products(category_path: ["tv-audio-i-video"], first: 50) { ${LISTING} } }` },
  { query: `mutation { recordProductView(product_id: "283", client: "k7Qmbcdefgh", session: "x3F9aQ", campaign: "leto-2027") { success error } }` },
  { query: `mutation { recordProductView(product_id: "abc", client: "k7Qmbcdefgh") { success error } }`, lang: 1 },
  { query: `mutation { createWishlistAdded(product_id: "283", client: " p2Zrbcdefgh ", campaign: "leto-2027") { product_id client } }` },
  { query: `mutation { createWishlistAdded(product_id: "15a", client: "p2Zrbcdefgh") { id } }` },
  { query: `{ groups { id campaigns { code products_views wishlist_added } } }`, admin: true },
  { query: `{ productsWithPagination(search: "KL-1") { data { id products_views wishlist_added state } } }`, admin: true },
  { query: `mutation { deleteGroupCampaign(id: "8") { success error } }`, admin: true },
  { query: `mutation { deleteProduct(id: "283") { success error } }`, admin: true },
  { query: `mutation { deleteCategory(id: "51") { success error } }`, admin: true },
  { query: `mutation { deleteBrand(id: "13") { success error } }`, admin: true },
  { query: `mutation { deleteGroup(id: "8") { success error } }`, admin: true },
  { query: `{ categories { id parent_id position } brands { id position } groups { id position } }`, admin: true },
  { query: `{ product(id: "1") { ${ADMIN_PRODUCT} } }`, admin: true },
];

/** Bad input, with the refusal (message, code, field) the mock gave and the server gives. */
export const REFUSALS: Refusal[] = [
  { query: `mutation { upsertCategory(name: " ", slug: "x") { id } }`, admin: true, refused: ['Polje „Naziv“ je obavezno.', 'BAD_USER_INPUT', 'name'] },
  { query: `mutation { upsertCategory(name: "X", slug: "!!!") { id } }`, lang: 1, admin: true, refused: ['The field "Slug" is required.', 'BAD_USER_INPUT', 'slug'] },
  { query: `mutation { upsertCategory(name: "X", slug: "kombinovani-frizideri", parent_id: "27") { id } }`, admin: true, refused: ['Ovaj slug je već zauzet.', 'CONFLICT', 'slug'] },
  { query: `mutation { upsertCategory(name: "X", slug: "x", parent_id: "3") { id } }`, lang: 1, admin: true, refused: ['Categories can be at most three levels deep.', 'BAD_USER_INPUT', 'parent_id'] },
  { query: `mutation { upsertCategory(id: "1", name: "X", slug: "x", parent_id: "3") { id } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'parent_id'] },
  { query: `mutation { upsertCategory(id: "9999", name: "X", slug: "x") { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'id'] },
  { query: `mutation { upsertCategory(name: "X", slug: "x", image_id: "999999") { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'image_id'] },
  { query: `mutation { deleteCategory(id: "1") { success } }`, lang: 1, admin: true, refused: ['The category has subcategories.', 'CONFLICT', 'id'] },
  { query: `mutation { sortCategories(items: [{ id: "1", position: 1, parent_id: "3" }]) { success } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'items'] },
  { query: `mutation { sortCategories(items: [{ id: "2", position: 1, parent_id: "3" }]) { success } }`, admin: true, refused: ['Kategorija ne može biti premeštena u samu sebe ili u svoju podkategoriju.', 'BAD_USER_INPUT', 'items'] },
  { query: `mutation { upsertBrand(name: "Samsung 2", slug: "samsung") { id } }`, admin: true, refused: ['Ovaj slug je već zauzet.', 'CONFLICT', 'slug'] },
  { query: `mutation { createGroup(name: "") { id } }`, lang: 1, admin: true, refused: ['The field "Name" is required.', 'BAD_USER_INPUT', 'name'] },
  { query: `mutation { updateGroup(id: "1", filters: [{ id: "5", name: "Tuđi" }]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'filters'] },
  { query: `mutation { createGroupCampaign(group_id: "", code: "x") { id } }`, admin: true, refused: ['Polje „Grupa“ je obavezno.', 'BAD_USER_INPUT', 'group_id'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "") { id } }`, lang: 1, admin: true, refused: ['The field "Code" is required.', 'BAD_USER_INPUT', 'code'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "ima razmak") { id } }`, admin: true, refused: ['Kod može sadržati samo slova, cifre, crticu (-) i donju crtu (_).', 'BAD_USER_INPUT', 'code'] },
  { query: `mutation { createGroupCampaign(group_id: "1", code: "BLACK-FRIDAY-2026") { id } }`, lang: 1, admin: true, refused: ['This code is already taken.', 'CONFLICT', 'code'] },
  { query: `mutation { upsertProduct(code: "SM-A556B-128", name: "X", slug: "x", price: 1, stock: 1) { id } }`, admin: true, refused: ['Ovaj kod je već zauzet.', 'CONFLICT', 'code'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 0, stock: 1) { id } }`, lang: 1, admin: true, refused: ['The price must be a positive number.', 'BAD_USER_INPUT', 'price'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, discount_price: 100, stock: 1) { id } }`, admin: true, refused: ['Akcijska cena mora biti veća od nule i niža od redovne cene.', 'BAD_USER_INPUT', 'discount_price'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: -1) { id } }`, admin: true, refused: ['Stanje mora biti ceo broj, 0 ili veći.', 'BAD_USER_INPUT', 'stock'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, active_from: "2027-01-02T00:00:00Z", active_to: "2027-01-01T00:00:00Z") { id } }`, lang: 1, admin: true, refused: ['The start of the display window must be before its end.', 'BAD_USER_INPUT', 'active_to'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, youtube: "https://youtu.be/short") { id } }`, admin: true, refused: ['YouTube link nije ispravan: nije pronađen ID videa od 11 znakova.', 'BAD_USER_INPUT', 'youtube'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, youtube: "https://vimeo.com/12345678901") { id } }`, lang: 1, admin: true, refused: ['The YouTube link is not valid: no 11-character video id was found.', 'BAD_USER_INPUT', 'youtube'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, category_ids: ["1", "9999"]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'category_ids'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, group_id: "1", specifications: [{ filter_id: "5", value: "x" }]) { id } }`, admin: true, refused: ['Traženi zapis ne postoji.', 'NOT_FOUND', 'specifications'] },
  { query: `mutation { upsertProduct(code: "N-1", name: "X", slug: "x", price: 100, stock: 1, connected_ids: ["abc"]) { id } }`, admin: true, refused: ['Polje „Povezani proizvodi“ ne sadrži ispravan identifikator.', 'BAD_USER_INPUT', 'connected_ids'] },
  { query: `mutation { deleteProduct(id: "abc") { success } }`, lang: 1, admin: true, refused: ['The field "id" does not hold a valid id.', 'BAD_USER_INPUT', 'id'] },
  { query: `{ products(sort: WISHLIST) { data { id } } }`, lang: 1, refused: ['Only administrators can sort by views and wishlist adds.', 'FORBIDDEN', 'sort'] },
  { query: `{ productsWithPagination { data { id } } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ product(id: "1") { stock } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ product(id: "1") { price_rsd } }`, lang: 1, refused: ['Log in as an administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ categories { products_views } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `{ brands { names } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
  { query: `mutation { upsertBrand(name: "X", slug: "x") { id } }`, refused: ['Prijavite se kao administrator.', 'UNAUTHENTICATED', undefined] },
];
