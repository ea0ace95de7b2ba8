-- Statistics roll-ups (src/server/modules/stats/rollup.ts): the counted events of each closed shop
-- day (Europe/Belgrade) summed once, so a chart over a year reads a few rows per day and product
-- rather than every view. statsSeries reads a day from here only while stats_rolled_days says its
-- roll-up is fresh, and the day's raw events otherwise (today, a day the job has not reached yet).

-- Views and wishlist adds per shop day, product and campaign: the product stays, so a category's or
-- a brand's chart still finds its products at the time it is asked. No foreign keys: a product's or
-- a banner's removal takes its events (cascade), which marks their days stale (the trigger below),
-- so their rows here are no longer read and the next roll-up of those days leaves them out. A
-- cascade into these tables as well would lock their rows in the removal's order, against the
-- roll-up's order (the day's mark first), and the two could deadlock.
create table product_event_days (
  day date not null,
  product_id integer not null,
  campaign text,
  views integer not null,
  wishlist_added integer not null
);
-- A period of days: every product, a category's or a brand's products (index-only with the counts).
create index product_event_days_day on product_event_days (day, product_id) include (views, wishlist_added);
-- One product's chart.
create index product_event_days_product on product_event_days (product_id, day);
-- One campaign's chart, and all campaigns'.
create index product_event_days_campaign on product_event_days (campaign, day) where campaign is not null;

-- Banner views and clicks per shop day and banner.
create table banner_event_days (
  day date not null,
  banner_id integer not null,
  views integer not null,
  clicks integer not null,
  -- Every banner's chart over a period.
  primary key (day, banner_id)
);
-- One banner's chart.
create index banner_event_days_banner on banner_event_days (banner_id, day);

-- Which days are rolled up: fresh = the roll-up counts every event of the day. A day without a row,
-- or with fresh = false, is read from the raw events until the roll-up job does it (again).
create table stats_rolled_days (
  day date primary key,
  fresh boolean not null
);

-- An event added to or removed from a day before today (a seed, an import, a script, a product or
-- banner removed; the shop's own events are today's) marks that day not fresh. The mark is an
-- upsert, so it waits for a roll-up of the same day that is under way and then marks it again, and
-- a roll-up waits for an uncommitted mark and then counts the event: no event is lost between the
-- two. Both take a statement's marks in the order of the days (a deadlock would need a transaction
-- marking days out of order in several statements while they are summed; PostgreSQL then ends one
-- of the two, and a roll-up is tried again). Today's
-- events are not marked (the job rolls a day up only an hour after it ends, see rollup.ts), which
-- keeps the storefront's view counting free of this write. Events are never updated, only added
-- or removed.
create function stats_days_changed() returns trigger
language plpgsql
as $$
begin
  insert into stats_rolled_days (day, fresh)
  select distinct (changed.created_at at time zone 'Europe/Belgrade')::date, false from changed
  where (changed.created_at at time zone 'Europe/Belgrade')::date < (now() at time zone 'Europe/Belgrade')::date
  order by 1
  on conflict (day) do update set fresh = false;
  return null;
end
$$;

do $$
declare
  name text;
begin
  foreach name in array array['product_views', 'wishlist_added', 'banner_events'] loop
    execute format('create trigger %I after insert on %I referencing new table as changed for each statement execute function stats_days_changed()',
      name || '_stats_added', name);
    execute format('create trigger %I after delete on %I referencing old table as changed for each statement execute function stats_days_changed()',
      name || '_stats_removed', name);
  end loop;
end $$;
