-- When each record a shopper opens by its own address last changed: the sitemap's <lastmod>.
-- Kept by triggers, so every write counts, whichever module makes it. A new row's time is the
-- one it was given, else its creation time (the demo's records keep their own dates).

create function touch_updated_at() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    new.updated_at := coalesce(new.updated_at, new.created_at, now());
  else
    new.updated_at := now();
  end if;
  return new;
end
$$;

alter table categories add column updated_at timestamptz;
update categories set updated_at = created_at;
alter table categories alter column updated_at set not null;
create trigger categories_updated_at before insert or update on categories
  for each row execute function touch_updated_at();

alter table brands add column updated_at timestamptz;
update brands set updated_at = created_at;
alter table brands alter column updated_at set not null;
create trigger brands_updated_at before insert or update on brands
  for each row execute function touch_updated_at();

alter table pages add column updated_at timestamptz;
update pages set updated_at = created_at;
alter table pages alter column updated_at set not null;
create trigger pages_updated_at before insert or update on pages
  for each row execute function touch_updated_at();

alter table blog_posts add column updated_at timestamptz;
update blog_posts set updated_at = created_at;
alter table blog_posts alter column updated_at set not null;
-- A post's view count is not an edit of the post.
create trigger blog_posts_updated_at_on_insert before insert on blog_posts
  for each row execute function touch_updated_at();
create trigger blog_posts_updated_at before update of
    names, slugs, summaries, descriptions, image_id, active, published_at, seo_titles, seo_keywords_list, seo_descriptions
  on blog_posts for each row execute function touch_updated_at();

-- Products already had updated_at, set by the admin's upsert; now every write of what the product's
-- page shows moves it too (clearing a deleted image, say). Stock taken or returned by orders and
-- the shop's own order (position) are not edits of the product and leave it as it is.
create trigger products_updated_at before update of
    code, names, slugs, descriptions, seo_titles, seo_keywords_list, seo_descriptions, price, discount_price,
    new, popular, active, active_from, active_to, brand_id, group_id, image_id, youtube,
    feature_connected, feature_gallery, feature_specifications, feature_youtube, feature_price
  on products for each row execute function touch_updated_at();

-- The sitemap lists visible products in id order, a part of 50,000 at a time.
create index products_visible_id on products (id) where active;
