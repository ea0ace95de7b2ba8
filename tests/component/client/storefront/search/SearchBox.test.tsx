import '../../../support/happy-dom-globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../../src/client/app/query-client';
import { SessionProvider } from '../../../../../src/client/lib/session/SessionProvider';
import { SearchBox } from '../../../../../src/client/storefront/search/SearchBox';
import { memoryRouterAt } from '../../../support/memory-router';
import type { LanguageId } from '../../../../../src/shared/i18n/languages';
import { sentOperations, useTestShop } from '../../../support/test-shop';

useTestShop();
const LOAD = { timeout: 10_000 };

/** The search field alone, as the header will hold it, in a language. */
function renderBox(lang: LanguageId) {
  const { router, routerOf } = memoryRouterAt('/');
  render(
    <QueryClientProvider client={createQueryClient()}>
      {routerOf(
        <SessionProvider lang={lang}>
          <SearchBox />
        </SessionProvider>,
      )}
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router };
}

describe('the header’s search field with suggestions', () => {
  it('suggests products, categories and brands as the shopper types, in Cyrillic too, and opens the one chosen with the keyboard', async () => {
    const { user, router } = renderBox(0);
    const field = screen.getByRole('combobox', { name: 'Pretraži prodavnicu' });
    await user.type(field, 'ф');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(field, 'риж');
    const list = await screen.findByRole('listbox', { name: 'Predlozi pretrage' }, LOAD);
    expect(field.getAttribute('aria-expanded')).toBe('true');
    const options = within(list).getAllByRole('option');
    expect(options.slice(0, 5).every((option) => /frižider/i.test(option.textContent!))).toBe(true);
    expect(within(list).getByRole('option', { name: /Frižideri/ })).toBeTruthy();
    expect(options.at(-1)!.textContent).toBe('Svi rezultati za „фриж“');
    // Only the settled text was asked for, not each letter.
    expect(sentOperations('SearchSuggestions').map((operation) => operation.variables.query)).toEqual(['фриж']);

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[1]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/proizvod\//));
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('listbox')).toBeNull();
    // Suggestions are not searches: nothing went to the search insight.
    expect(sentOperations('Search')).toEqual([]);
  });

  it('in English: Enter without a choice opens the search screen, Escape closes the list, a misspelling suggests its correction’s products', async () => {
    const { user, router } = renderBox(1);
    const field = screen.getByRole('combobox', { name: 'Search the shop' });
    await user.type(field, 'samsnug');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' }, LOAD);
    // Issue 24: the correction's suggestions at once, and every result (the search screen shows them as the correction's).
    await waitFor(() => expect(within(list).getAllByRole('option').at(-1)?.textContent).toBe('All results for "samsung"'), LOAD);
    const options = within(list).getAllByRole('option').map((option) => option.textContent ?? '');
    expect(options.length).toBeGreaterThan(1);
    expect(options.slice(0, -1).every((option) => /samsung/i.test(option))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/search?q=samsnug'));

    // A click chooses a suggestion: the brand.
    await user.type(field, 'sams');
    const brand = (await screen.findAllByRole('option', { name: /^Samsung\s*Brands$/ }, LOAD))[0]!;
    await user.pointer({ keys: '[MouseLeft>]', target: brand });
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/samsung'));
  });
});
