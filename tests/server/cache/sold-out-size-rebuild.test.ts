/**
 * What a size selling out costs a listing it concerns only through its size counts (issue 22 with
 * issue 27's variants): a listing selected by a filter no option is named like keeps its products,
 * their order and its filters' facets; rebuilding its answer reads the option counts again and
 * nothing else: not the listing, not the shop's option names (read for every selection by name).
 * Counted on the real server's SQL channel. A variant selling out while its product still has each of
 * its values in another variant changes no count at all: nothing is dropped. On PGlite and PostgreSQL.
 */
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GetProductsDocument } from '../../../generated/client/graphql';
import { INDEX_STATEMENT_MARK } from '../../../src/server/modules/catalog/listing-index/indexed-products';
import type { SqlEvent } from '../../../src/server/db/query-channel';
import { eventually, getPersisted, post } from '../support/answers';
import { STALE_SERVED_MS } from '../../../src/server/cache/change-log';
import { serverBackends } from '../support/backends';
import { sizeOnSale } from '../support/size-on-sale';
import { startTestServer, type TestServer } from '../support/test-server';

const ORDER = `mutation($key: String!, $product: ID!, $variant: ID, $quantity: Int!) { createOrder(idempotency_key: $key, items: [{ product_id: $product, variant_id: $variant, quantity: $quantity }],
  name: "Vesna", lastname: "Ilić", email: "vesna.test@gmail.com", phone: "+381 64 220 3391", address: "Njegoševa 52", city: "Beograd", zip: "11000",
  country_id: "1", payment_method: CASH_ON_DELIVERY) { code } }`;

interface Facet {
  name: string;
  values: { value: string; count: number }[];
}

/** Each statement's first words: what a failure shows. */
const summary = (statements: string[]) => statements.map((statement) => statement.replace(/\s+/g, ' ').trim().slice(0, 120));

for (const backend of await serverBackends()) {
  describe(`a size selling out, on ${backend}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(backend);
    }, 120_000);
    afterAll(() => server?.close());

    test('a listing selected by a filter no option is named like counts only its options again, asking the database nothing', async () => {
      // A size of a product listed under a top category, and that category's listing.
      const size = await sizeOnSale(server.db);
      await sql`update product_variants set stock = 1 where id = ${size.variant_id}`.execute(server.db);
      await server.contentChanged();

      const category = { category_path: [size.slug], first: 12, page: 1 };
      const shop = (await getPersisted(server, GetProductsDocument, category)).body.data.products as { filters: Facet[]; option_filters: Facet[] };
      const optionNames = new Set(shop.option_filters.map((facet) => facet.name));
      const facet = shop.filters.find((candidate) => !optionNames.has(candidate.name) && candidate.values.length > 0)!;
      const variables = { ...category, filters: [{ name: facet.name, values: [facet.values[0]!.value] }] };
      const ask = () => getPersisted(server, GetProductsDocument, variables);
      const warm = await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
      expect(warm.headers.get('x-izlog-cache')).toBe('hit');

      const placed = await post(server, ORDER, { key: `sold-out-size-${backend}-${Date.now()}`, product: String(size.product_id), variant: String(size.variant_id), quantity: 1 });
      expect(placed.body.errors).toBeUndefined();
      // The sale's notice reaches the server (PostgreSQL's LISTEN) before the listing is asked again.
      await new Promise((resolve) => setTimeout(resolve, 500));

      const statements: string[] = [];
      const listen = (message: unknown) => statements.push((message as SqlEvent).sql);
      subscribe('izlog:sql', listen);
      try {
        expect((await ask()).headers.get('x-izlog-cache')).not.toBe('hit');
        const rebuilt = await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
        expect(rebuilt.headers.get('x-izlog-cache')).toBe('hit');
      } finally {
        unsubscribe('izlog:sql', listen);
      }
      // Beside the clock's question, the sold product's own row may be read again by its id (its stock changed).
      // and the breadcrumbs' product counts are counted for each answer (counters.ts).
      const byId = /^select \* from "(products|product_categories)" where "(id|product_id)" in \(\$1\)/;
      const perAnswer = /^select pc\.category_id as key, count\(\*\) as count from product_categories pc/;
      const read = statements.filter(
        (statement) => !/^\s*select extract\(epoch from least\(/.test(statement) && !statement.startsWith(INDEX_STATEMENT_MARK) && !byId.test(statement.trim()) && !perAnswer.test(statement.trim()),
      );
      // The option counts are counted again from the listing index, which read what the product offers
      // when it heard the sale: the rebuild asks the database nothing more (before the index: the
      // option counts' statement; before 477d4e5: the shop's option names too).
      expect(read, summary(read).join('\n')).toEqual([]);

      await sql`update product_variants set stock = ${size.stock} where id = ${size.variant_id}`.execute(server.db);
      await server.contentChanged();
    });

    test('a listing whose option counts alone changed is made again from the rest it kept: the same answer, in both scripts, as the operation run whole', async () => {
      const variables = { first: 12, page: 1 };
      const shown = ((await getPersisted(server, GetProductsDocument, variables)).body.data.products.data as { id: string }[]).map((product) => Number(product.id));
      // A size whose selling out changes a count and nothing the page shows: not of a product on it, nor its price ("from").
      const { rows } = await sql<{ product_id: number; variant_id: number; stock: number }>`select v.product_id, v.id as variant_id, v.stock
        from product_variants v join products p on p.id = v.product_id
        where v.value_ids <> '{}' and v.active and v.stock > 0 and p.active and p.active_from is null and p.active_to is null
          and v.product_id <> all (${shown}::int[]) and v.id <> all (${shown}::int[])
          and (select count(distinct (w.price, w.discount_price)) from product_variants w where w.product_id = v.product_id) = 1
          and exists (select 1 from product_variants w where w.product_id = v.product_id and w.id <> v.id and w.active and w.stock > 0)
          and exists (select 1 from unnest(v.value_ids) as value(id) where not exists (select 1 from product_variants w
            where w.product_id = v.product_id and w.id <> v.id and w.active and w.stock > 0 and value.id = any(w.value_ids)))
        order by v.id limit 1`.execute(server.db);
      const size = rows[0]!;
      await sql`update product_variants set stock = 1 where id = ${size.variant_id}`.execute(server.db);
      await server.contentChanged();
      const cyrillic = { headers: { script: 'cyrl' } };
      const askLatin = () => getPersisted(server, GetProductsDocument, variables);
      const askCyrillic = () => getPersisted(server, GetProductsDocument, variables, cyrillic);
      const counts = (answer: Awaited<ReturnType<typeof askLatin>>) =>
        (answer.body.data.products.option_filters as Facet[]).flatMap((facet) => facet.values.map((value) => `${facet.name} ${value.value} ${value.count}`));
      const before = await eventually(askLatin, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
      expect(before.headers.get('x-izlog-cache')).toBe('hit');
      expect((await eventually(askCyrillic, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000)).headers.get('x-izlog-cache')).toBe('hit');

      const placed = await post(server, ORDER, { key: `sold-out-remade-${backend}-${Date.now()}`, product: String(size.product_id), variant: String(size.variant_id), quantity: 1 });
      expect(placed.body.errors).toBeUndefined();
      // Past the moment the previous answer may still be sent while it is made again (STALE_SERVED_MS).
      await new Promise((resolve) => setTimeout(resolve, STALE_SERVED_MS + 500));

      for (const [ask, caller] of [
        [askLatin, {}],
        [askCyrillic, cyrillic],
      ] as const) {
        const remade = await ask();
        expect(remade.headers.get('x-izlog-cache')).toBe('remade');
        // The same question in other words is a new answer, run whole.
        const whole = await post(server, `# run whole\n${GetProductsDocument.toString()}`, variables, caller);
        expect(whole.headers.get('x-izlog-cache')).toBe('miss');
        expect(remade.body).toEqual(whole.body);
        expect((await ask()).headers.get('x-izlog-cache')).toBe('hit');
      }
      const after = await askLatin();
      expect(counts(after)).not.toEqual(counts(before));
      expect(after.body.data.products.data).toEqual(before.body.data.products.data);

      await sql`update product_variants set stock = ${size.stock} where id = ${size.variant_id}`.execute(server.db);
      await server.contentChanged();
    });

    test('a price changed on a product the page does not show makes the listing again from the rest it kept, its price facet counted anew', async () => {
      const variables = { first: 12, page: 1 };
      const shown = ((await getPersisted(server, GetProductsDocument, variables)).body.data.products.data as { id: string }[]).map((product) => Number(product.id));
      const { rows } = await sql<{ id: number; price: number }>`select id, price from products where active and active_from is null and active_to is null
        and id <> all (${shown}::int[]) and not exists (select 1 from product_variants v where v.product_id = products.id and v.value_ids <> '{}') order by id limit 1`.execute(server.db);
      const product = rows[0]!;
      const ask = () => getPersisted(server, GetProductsDocument, variables);
      expect((await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000)).headers.get('x-izlog-cache')).toBe('hit');

      await sql`update products set price = ${product.price * 100} where id = ${product.id}`.execute(server.db);
      await new Promise((resolve) => setTimeout(resolve, STALE_SERVED_MS + 500));
      const remade = await ask();
      expect(remade.headers.get('x-izlog-cache')).toBe('remade');
      const whole = await post(server, `# run whole\n${GetProductsDocument.toString()}`, variables);
      expect(remade.body).toEqual(whole.body);
      expect(remade.body.data.products.price_range.max).toBeGreaterThanOrEqual(product.price * 100);

      await sql`update products set price = ${product.price} where id = ${product.id}`.execute(server.db);
      await server.contentChanged();
    });

    test('a size and colour selling out while the product has that size and that colour in other variants changes no count: the shop’s listing stays kept', async () => {
      // A variant each of whose values another orderable variant of its product has (42/Crna while 42/Bela and 43/Crna are in stock).
      const { rows } = await sql<{ product_id: number; variant_id: number; stock: number }>`select v.product_id, v.id as variant_id, v.stock
        from product_variants v join products p on p.id = v.product_id
        where cardinality(v.value_ids) > 1 and v.active and v.stock > 0 and p.active and p.active_from is null and p.active_to is null
          and not exists (select 1 from unnest(v.value_ids) as value(id) where not exists (select 1 from product_variants w
            where w.product_id = v.product_id and w.id <> v.id and w.active and w.stock > 0 and value.id = any(w.value_ids)))
        order by v.id limit 1`.execute(server.db);
      const variant = rows[0]!;
      await sql`update product_variants set stock = 1 where id = ${variant.variant_id}`.execute(server.db);
      await server.contentChanged();
      const ask = () => getPersisted(server, GetProductsDocument, { first: 12, page: 1 });
      const before = await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
      expect(before.headers.get('x-izlog-cache')).toBe('hit');

      const placed = await post(server, ORDER, { key: `sold-out-covered-${backend}-${Date.now()}`, product: String(variant.product_id), variant: String(variant.variant_id), quantity: 1 });
      expect(placed.body.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await ask();
      expect(after.headers.get('x-izlog-cache')).toBe('hit');
      expect(after.body.data.products.option_filters).toEqual(before.body.data.products.option_filters);

      await sql`update product_variants set stock = ${variant.stock} where id = ${variant.variant_id}`.execute(server.db);
      await server.contentChanged();
    });

    test('a variant selling out makes stale the listing selected by the name of the option whose value it took, not the one selected by another option’s name: that one is made again from its kept rest', async () => {
      // A variant (not its product's own, priced as the others) and another sharing one of its values (b) but
      // not the other (a); in stock, they alone of their product have a and b: selling the variant takes a.
      const { rows } = await sql<{ product_id: number; variant_id: number; twin_id: number; taken_id: number; own: string; own_value: string; other: string; other_value: string }>`
        select v.product_id, v.id as variant_id, w.id as twin_id, a.id as taken_id, oa.names[1] as own, va.names[1] as own_value, ob.names[1] as other, vb.names[1] as other_value
        from product_variants v join products p on p.id = v.product_id
          cross join unnest(v.value_ids) as a(id) join product_option_values va on va.id = a.id join product_options oa on oa.id = va.option_id
          cross join unnest(v.value_ids) as b(id) join product_option_values vb on vb.id = b.id join product_options ob on ob.id = vb.option_id
          join product_variants w on w.product_id = v.product_id and w.id <> v.id and w.active and b.id = any(w.value_ids) and not a.id = any(w.value_ids)
        where ob.id <> oa.id and v.id <> v.product_id and v.active and p.active and p.active_from is null and p.active_to is null
          and (select count(distinct (u.price, u.discount_price)) from product_variants u where u.product_id = v.product_id) = 1
        order by v.id, w.id limit 1`.execute(server.db);
      const sold = rows[0]!;
      const stocks = (await sql<{ id: number; stock: number }>`select id, stock from product_variants where product_id = ${sold.product_id}`.execute(server.db)).rows;
      await sql`update product_variants set stock = case when id = ${sold.variant_id} then 1 when id = ${sold.twin_id} then 3 else 0 end
        where product_id = ${sold.product_id} and (id in (${sold.variant_id}, ${sold.twin_id}) or ${sold.taken_id}::int = any(value_ids))`.execute(server.db);
      await server.contentChanged();
      const selected = (name: string, value: string) => ({ first: 12, page: 1, filters: [{ name, values: [value] }] });
      const [byTaken, byOther] = [selected(sold.own, sold.own_value), selected(sold.other, sold.other_value)];
      const ask = (variables: Record<string, unknown>) => getPersisted(server, GetProductsDocument, variables);
      const total = (answer: Awaited<ReturnType<typeof ask>>) => answer.body.data.products.paginatorInfo.total as number;
      const before = new Map<Record<string, unknown>, number>();
      for (const variables of [byTaken, byOther]) {
        const kept = await eventually(() => ask(variables), (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
        expect(kept.headers.get('x-izlog-cache')).toBe('hit');
        before.set(variables, total(kept));
      }

      const placed = await post(server, ORDER, { key: `sold-out-named-${backend}-${Date.now()}`, product: String(sold.product_id), variant: String(sold.variant_id), quantity: 1 });
      expect(placed.body.errors).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, STALE_SERVED_MS + 500));
      // Selected by b: the same products, its option counts alone counted again.
      const other = await ask(byOther);
      expect([other.headers.get('x-izlog-cache'), total(other)]).toEqual(['remade', before.get(byOther)]);
      // Selected by a: the product no longer offers it and leaves the listing.
      const taken = await ask(byTaken);
      expect([taken.headers.get('x-izlog-cache'), total(taken)]).toEqual(['miss', before.get(byTaken)! - 1]);

      for (const { id, stock } of stocks) await sql`update product_variants set stock = ${stock} where id = ${id}`.execute(server.db);
      await server.contentChanged();
    });

    test('an option value renamed shows in the shop’s option facets within 2 s', async () => {
      const { rows } = await sql<{ id: number; names: string[] }>`select ov.id, ov.names from listing_option_values x join product_option_values ov on ov.id = x.value_id
        join products p on p.id = x.product_id where p.active and p.active_from is null and p.active_to is null order by ov.id limit 1`.execute(server.db);
      const value = rows[0]!;
      const ask = () => getPersisted(server, GetProductsDocument, { first: 12, page: 1 });
      // An option named as a filter shows its values in that filter's facet, any other in the option facets.
      const shown = (answer: Awaited<ReturnType<typeof ask>>) =>
        [...(answer.body.data.products.filters as Facet[]), ...(answer.body.data.products.option_filters as Facet[])].flatMap((facet) => facet.values.map((item) => item.value));
      await eventually(ask, (reply) => reply.headers.get('x-izlog-cache') === 'hit', 3_000);
      await sql`update product_option_values set names = '{Preimenovana vrednost,Renamed value}' where id = ${value.id}`.execute(server.db);
      const after = await eventually(ask, (reply) => shown(reply).includes('Preimenovana vrednost'), 2_000);
      expect(shown(after)).toContain('Preimenovana vrednost');
      await sql`update product_option_values set names = ${value.names} where id = ${value.id}`.execute(server.db);
      await server.contentChanged();
    });
  });
}
