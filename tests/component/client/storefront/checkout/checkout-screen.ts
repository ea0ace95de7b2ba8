/** The checkout screen as a shopper meets it: the stored cart, the screen, its summary and its form. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { renderApp } from '../../../support/test-shop';

export function putInCart(...lines: { product_id: string; quantity: number }[]) {
  localStorage.setItem('cart', JSON.stringify(lines));
}

export const storedCart = () => JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[];

export async function openCheckout(path: string, heading: string) {
  const view = renderApp(path);
  expect(await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 10_000 })).toBeTruthy();
  return view;
}

export function summary() {
  return screen.getByRole('complementary', { name: /Pregled porudžbine|Order summary/ });
}

/** The quote's total as the summary shows it. */
export const total = () => summary().querySelector('.order-amounts-total dd')?.textContent;

/** Fills the delivery form as a shopper pasting each value in (typing key by key is the slow part, and the form's checks are tested on their own). */
export async function fillSerbianForm(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByLabelText('Ime', undefined, { timeout: 10_000 });
  const values: [string, string][] = [
    ['Ime', 'Ana'],
    ['Prezime', 'Jović'],
    ['E-mail', 'ana.jovic@primer.rs'],
    ['Telefon', '064 111 2233'],
    ['Ulica i broj', 'Knez Mihailova 10'],
    ['Grad', 'Beograd'],
    ['Poštanski broj', '11000'],
  ];
  for (const [label, value] of values) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}
