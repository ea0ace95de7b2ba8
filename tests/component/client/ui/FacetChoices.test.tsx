import '../../support/happy-dom-globals';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LanguageId } from '../../../../src/shared/i18n/languages';
import { SessionProvider } from '../../../../src/client/lib/session/SessionProvider';
import { FacetChoices, type FacetChoice } from '../../../../src/client/ui/FacetChoices';

afterEach(cleanup);

/** 30 values as a top-level category's "Snaga" has them: 1000 W … 3900 W, one with a diacritic. */
const POWERS = Array.from({ length: 30 }, (_, index) => `${1000 + index * 100} W`);
const COLOURS = ['Crna', 'Bela', 'Siva', 'Plava', 'Crvena', 'Zelena', 'Žuta', 'Ljubičasta', 'Narandžasta', 'Braon', 'Roze', 'Zlatna'];

/** The list with its ticks kept in state, as the listing keeps them in the address. */
function Harness({ lang, legend, values, ticked = [] }: { lang: LanguageId; legend: string; values: string[]; ticked?: string[] }) {
  const [checked, setChecked] = useState(new Set(ticked));
  const choices: FacetChoice[] = values.map((value) => ({ key: value, label: value, count: 3, checked: checked.has(value) }));
  const toggle = (key: string) =>
    setChecked((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <SessionProvider lang={lang}>
      <FacetChoices className="facet" legend={legend} choices={choices} onToggle={toggle} />
    </SessionProvider>
  );
}

const boxes = (group: HTMLElement) => within(group).queryAllByRole('checkbox').map((box) => box.parentElement!.textContent!.replace(/ \(\d+\)$/, ''));

const TEXTS = {
  0: { showAll: 'Prikaži sve (30)', showFewer: 'Prikaži manje', search: 'Pretraži: Snaga', noMatch: 'Nijedna vrednost ne sadrži „9999“.', showAllColours: 'Prikaži sve (12)' },
  1: { showAll: 'Show all (30)', showFewer: 'Show fewer', search: 'Search Snaga', noMatch: 'No value contains "9999".', showAllColours: 'Show all (12)' },
} as const;

describe('a facet’s values', () => {
  for (const lang of [0, 1] as const) {
    const text = TEXTS[lang];
    it(`collapses a long list to 8 with a "show all" button that says aria-expanded, and a field that narrows it (${lang === 0 ? 'sr' : 'en'})`, async () => {
      const user = userEvent.setup();
      render(<Harness lang={lang} legend="Snaga" values={POWERS} />);
      const group = screen.getByRole('group', { name: 'Snaga' });
      expect(boxes(group)).toEqual(POWERS.slice(0, 8));
      const more = within(group).getByRole('button', { name: text.showAll });
      expect(more.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(more.getAttribute('aria-controls')!)!.tagName).toBe('UL');

      await user.click(more);
      expect(boxes(group)).toEqual(POWERS);
      const fewer = within(group).getByRole('button', { name: text.showFewer });
      expect(fewer.getAttribute('aria-expanded')).toBe('true');
      expect(document.activeElement).toBe(fewer);
      await user.click(fewer);
      expect(boxes(group)).toHaveLength(8);

      // 30 values: a field of their own; typing narrows them, the "show all" goes while it does.
      const field = within(group).getByRole('searchbox', { name: text.search });
      await user.type(field, '35');
      expect(boxes(group)).toEqual(['3500 W']);
      expect(within(group).queryByRole('button', { name: text.showAll })).toBeNull();
      await user.clear(field);
      await user.type(field, '9999');
      expect(boxes(group)).toEqual([]);
      expect(within(group).getByText(text.noMatch)).toBeTruthy();
      await user.clear(field);
      expect(boxes(group)).toHaveLength(8);
    });

    it(`keeps a ticked value beyond the first 8 in sight, and a short list whole without a field (${lang === 0 ? 'sr' : 'en'})`, async () => {
      const user = userEvent.setup();
      render(<Harness lang={lang} legend="Boja" values={COLOURS} ticked={['Roze']} />);
      const group = screen.getByRole('group', { name: 'Boja' });
      expect(boxes(group)).toEqual([...COLOURS.slice(0, 8), 'Roze']);
      // 12 values: collapsed, but no field (from 15).
      expect(within(group).getByRole('button', { name: text.showAllColours })).toBeTruthy();
      expect(within(group).queryByRole('searchbox')).toBeNull();
      // Unticked, it stays where it was, and so does focus.
      const roze = within(group).getByRole('checkbox', { name: 'Roze (3)' });
      await user.click(roze);
      expect((roze as HTMLInputElement).checked).toBe(false);
      expect(boxes(group)).toContain('Roze');
      expect(document.activeElement).toBe(roze);

      cleanup();
      render(<Harness lang={lang} legend="Boja" values={COLOURS.slice(0, 10)} />);
      const short = screen.getByRole('group', { name: 'Boja' });
      expect(boxes(short)).toHaveLength(10);
      expect(within(short).queryByRole('button')).toBeNull();
    });
  }

  it('finds a value typed without its diacritics or in Cyrillic', async () => {
    const user = userEvent.setup();
    render(<Harness lang={0} legend="Boja" values={[...COLOURS, 'Srebrna', 'Bež', 'Tirkizna']} />);
    const field = screen.getByRole('searchbox', { name: 'Pretraži: Boja' });
    await user.type(field, 'zuta');
    expect(boxes(screen.getByRole('group', { name: 'Boja' }))).toEqual(['Žuta']);
    await user.clear(field);
    await user.type(field, 'беж');
    expect(boxes(screen.getByRole('group', { name: 'Boja' }))).toEqual(['Bež']);
  });
});
