-- The shop's own Cyrillic spellings (issue 29): where the transliteration rule gets a word or a text
-- wrong, the administrator writes its Cyrillic here, and Cyrillic answers, pages and e-mails use it.
-- A new table: nothing an existing shop holds changes.
create table cyrillic_spellings (
  id serial primary key,
  latin text not null unique check (length(latin) between 1 and 255),
  cyrillic text not null check (length(cyrillic) between 1 and 255),
  updated_at timestamptz not null default now()
);
