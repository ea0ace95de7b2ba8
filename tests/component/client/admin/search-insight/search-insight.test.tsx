import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { shopDate } from '../../../../../src/server/lib/shop-day';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

/** The table's rows as their cells' texts, the header left out. */
const rowsOf = (name: string) =>
  within(screen.getByRole('table', { name })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));

describe('admin search insight', () => {
  it('lists the most frequent searches and those that found nothing, by language, and keeps the synonyms', async () => {
    const today = shopDate(new Date());
    await sql`insert into search_queries (day, lang, query, typed, searches, results) values
      (${today}::date, 0, 'frizider', 'Frižider', 5, 9),
      (${today}::date, 0, 'hladnjak', 'hladnjak', 3, 0),
      (${today}::date, 1, 'fridge', 'fridge', 2, 6)`.execute(shop.db);
    await signInAsDemoAdmin(shop.db);
    const { user, router } = renderApp('/cms/search-insight');

    await screen.findByRole('table', { name: 'Najčešće pretrage' }, WAIT);
    expect(rowsOf('Najčešće pretrage').map((cells) => cells.slice(0, 4))).toEqual([
      ['Frižider', 'Srpski', '5', '9'],
      ['hladnjak', 'Srpski', '3', '0'],
      ['fridge', 'Engleski', '2', '6'],
    ]);
    expect(rowsOf('Pretrage bez rezultata').map((cells) => cells.slice(0, 3))).toEqual([['hladnjak', 'Srpski', '3']]);
    expect(rowsOf('Pretrage po danima')[0]!.slice(1)).toEqual(['10', '3']);

    await user.selectOptions(screen.getByLabelText('Jezik pretrage'), 'Engleski');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=1'), WAIT);
    await waitFor(() => expect(rowsOf('Najčešće pretrage').map((cells) => cells[0])).toEqual(['fridge']), WAIT);
    expect(screen.getByText('Sve pretrage u ovom periodu su nešto pronašle.')).toBeTruthy();
    expect(sentOperations('GetSearchInsight').at(-1)!.variables).toMatchObject({ lang: 1, first: 20 });

    // A word shoppers use that found nothing becomes a synonym of the shop's own.
    const synonyms = screen.getByRole('region', { name: 'Sinonimi' });
    expect(within(synonyms).getByText('Još nema sinonima.')).toBeTruthy();
    const field = within(synonyms).getByLabelText('Reči, odvojene zarezom');
    await user.type(field, 'frižider');
    await user.click(within(synonyms).getByRole('button', { name: 'Dodaj sinonime' }));
    expect(await within(synonyms).findByText('Grupa sinonima ima od 2 do 10 različitih reči, svaka kao jedna reč (bez razmaka).', {}, WAIT)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await user.type(field, ', hladnjak');
    await user.click(within(synonyms).getByRole('button', { name: 'Dodaj sinonime' }));
    expect(await within(synonyms).findByText('frižider, hladnjak', {}, WAIT)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    const stored = await sql<{ terms: string[] }>`select terms from search_synonyms`.execute(shop.db);
    expect(stored.rows).toEqual([{ terms: ['frižider', 'hladnjak'] }]);

    await user.click(within(synonyms).getByRole('button', { name: 'Obriši sinonime frižider, hladnjak' }));
    await user.click(within(synonyms).getByRole('button', { name: 'Da, obriši' }));
    expect(await within(synonyms).findByText('Još nema sinonima.', {}, WAIT)).toBeTruthy();
  });
});
