-- A file's alt text in each language (issue 24, item 2): alts[1] Serbian, alts[2] English, '' where a
-- language has none, as every other translated text is kept. The single alt text a shop had until now
-- was written in whichever language the admin was in; it becomes the Serbian one, the default, except
-- for a picture shown only on English pages (a banner's English image and used nowhere else), whose
-- text was written for them and becomes the English one. The old column goes: one place for the text.
alter table storage_files add column alts text[] not null default '{"",""}';

update storage_files f
set alts = case
  when exists (select 1 from banners b where b.image_ids[2] = f.id)
    and not exists (select 1 from banners b where b.image_ids[1] = f.id)
    and not exists (select 1 from products p where p.image_id = f.id)
    and not exists (select 1 from product_gallery g where g.file_id = f.id)
    and not exists (select 1 from categories c where c.image_id = f.id)
    and not exists (select 1 from brands r where r.image_id = f.id)
    and not exists (select 1 from blog_posts o where o.image_id = f.id)
    and not exists (select 1 from settings s where s.image_id = f.id)
    and not exists (select 1 from blocks k, jsonb_array_elements(case when jsonb_typeof(k.content -> 'cards') = 'array' then k.content -> 'cards' else '[]'::jsonb end) card
      where card ->> 'image_id' = f.id::text)
    then array['', f.alt]
  else array[f.alt, '']
end
where coalesce(f.alt, '') <> '';

alter table storage_files drop column alt;
