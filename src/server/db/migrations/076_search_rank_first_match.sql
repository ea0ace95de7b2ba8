-- A product's rank for a term is the first of its fields (name, brand, categories, code, description)
-- that holds the term: each field's ranks (0-4) lie below the next field's (5-9, 10-14, …), so the
-- least of all five equals the first that is not null. COALESCE stops at that field, where LEAST
-- read every field, the long description too, of every product a short prefix matches.
create or replace function search_rank(name text, brand text, categories text, code text, body text, term text) returns integer
language sql immutable parallel safe
as $$
  select coalesce(search_kind(name, term), 5 + search_kind(brand, term), 10 + search_kind(categories, term),
    15 + search_kind(code, term), 20 + search_kind(body, term))
$$;
