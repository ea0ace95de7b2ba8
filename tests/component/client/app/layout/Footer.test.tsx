import '../../../support/happy-dom-globals';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, useTestShop } from '../../../support/test-shop';

useTestShop();
const LOAD = { timeout: 10_000 };

/** The footer's contacts as term → description. */
const contacts = (footer: HTMLElement) =>
  Object.fromEntries([...footer.querySelectorAll('.contacts dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));

/** Each mark of a list: its picture's text alternative, the picture and where it links. */
const marks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => {
      const image = within(link).getByRole('img');
      return { name: image.getAttribute('alt'), src: image.getAttribute('src'), href: link.getAttribute('href'), rel: link.getAttribute('rel') };
    });

describe('footer: what the banks require before card payments', () => {
  it('shows the card and 3-D Secure marks, each linking to its scheme, and the shop’s legal data', async () => {
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Izlog d.o.o.', {}, LOAD)).toBeTruthy();
    expect(contacts(footer)).toMatchObject({ Firma: 'Izlog d.o.o.', 'Matični broj': '21234567', PIB: '112345678', Telefon: '+381 11 4040 500' });

    const cards = marks(within(footer).getByRole('list', { name: 'Plaćanje karticama' }));
    expect(cards.map((mark) => mark.name)).toEqual(['Visa', 'Mastercard', 'Maestro', 'DinaCard']);
    const secure = marks(within(footer).getByRole('list', { name: 'Sigurno plaćanje karticom' }));
    expect(secure.map((mark) => mark.name)).toEqual(['Visa Secure', 'Mastercard ID Check']);
    for (const mark of [...cards, ...secure]) {
      expect(mark.src).toMatch(/^\/payment-marks\/[a-z-]+\.svg$/);
      expect(mark.href).toMatch(/^https:\/\/[^/]*(visa\.com|mastercard\.rs|dinacard\.nbs\.rs)\//);
      expect(mark.rel).toBe('noopener noreferrer');
    }
    expect(secure[0]!.href).toContain('visa.com');
    expect(secure[1]!.href).toMatch(/mastercard\.rs\/.*identity-check/);
    // Their sizes are in the markup, so nothing moves as they load.
    for (const image of footer.querySelectorAll('.payment-marks img')) expect([image.getAttribute('width'), image.getAttribute('height')]).not.toContain(null);
  });

  it('labels the legal data and the marks in English', async () => {
    renderApp('/home');
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText('Izlog d.o.o.', {}, LOAD)).toBeTruthy();
    expect(contacts(footer)).toMatchObject({ Company: 'Izlog d.o.o.', 'Company number': '21234567', 'Tax number (PIB)': '112345678' });
    expect(marks(within(footer).getByRole('list', { name: 'Cards we accept' })).map((mark) => mark.name)).toEqual(['Visa', 'Mastercard', 'Maestro', 'DinaCard']);
    expect(within(footer).getByRole('list', { name: 'Secure card payment' })).toBeTruthy();
  });
});
