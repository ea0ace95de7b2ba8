import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();

const promoCodes = () => shop.db.selectFrom('promo_codes').select(['code', 'usage_count', 'expires_at', 'active', 'used']).execute();
const promoCode = async (code: string) => (await promoCodes()).find((promo) => promo.code === code);

const newForm = () => screen.getByRole('form', { name: 'Novi promo kod' });

describe('admin promo codes', () => {
  it('creates a code used once by default and without an expiry (sent as null: unlimited)', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/promo-codes');
    expect(await screen.findByText(`Ukupno promo kodova: ${(await promoCodes()).length}`, {}, WAIT)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Novi promo kod' }));
    const form = newForm();
    expect(within(form).getByLabelText('Broj korišćenja')).toHaveProperty('value', '1');
    expect(within(form).getByLabelText('Važi do')).toHaveProperty('value', '');
    await user.type(within(form).getByLabelText(/^Kod/), 'novogodisnji');
    await user.type(within(form).getByLabelText(/^Popust/), '12');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj promo kod' }));

    expect(await screen.findByText('Promo kod NOVOGODISNJI je napravljen.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('UpsertPromoCode').at(-1)!.variables).toMatchObject({ code: 'NOVOGODISNJI', discount: 12, usage_count: 1, expires_at: null });
    expect(await promoCode('NOVOGODISNJI')).toMatchObject({ usage_count: 1, expires_at: null, active: true, used: 0 });
    const row = await screen.findByRole('row', { name: /NOVOGODISNJI/ }, WAIT);
    expect(row.textContent).toContain('neograničeno');
    expect(row.textContent).toContain('0 od 1');
    expect(screen.queryByRole('form', { name: 'Novi promo kod' })).toBeNull();
  });

  it('shows the server refusing a taken code beside the field and keeps what was typed', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/promo-codes');
    await screen.findByText(/Ukupno promo kodova/, {}, WAIT);
    const count = (await promoCodes()).length;
    await user.click(screen.getByRole('button', { name: 'Novi promo kod' }));
    await user.type(within(newForm()).getByLabelText(/^Kod/), 'zima2026');
    await user.type(within(newForm()).getByLabelText(/^Popust/), '30');
    await user.type(within(newForm()).getByLabelText('Važi do'), '2026-12-31');
    await user.click(within(newForm()).getByRole('button', { name: 'Sačuvaj promo kod' }));

    const codeInput = within(newForm()).getByLabelText(/^Kod/);
    await waitFor(() => expect(codeInput.getAttribute('aria-invalid')).toBe('true'), WAIT);
    const error = document.getElementById(codeInput.getAttribute('aria-describedby')!)!;
    expect(error.textContent).toBe('Ovaj kod je već zauzet.');
    expect(codeInput).toHaveProperty('value', 'zima2026');
    expect(within(newForm()).getByLabelText(/^Popust/)).toHaveProperty('value', '30');
    expect(within(newForm()).getByLabelText('Važi do')).toHaveProperty('value', '2026-12-31');
    expect(sentOperations('UpsertPromoCode').at(-1)!.variables['expires_at']).toMatch(/^2026-12-3[01]T/);
    expect(await promoCodes()).toHaveLength(count);
  });

  it('points at a discount out of range before sending', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/promo-codes');
    await screen.findByText(/Ukupno promo kodova/, {}, WAIT);
    await user.click(screen.getByRole('button', { name: 'Novi promo kod' }));
    await user.type(within(newForm()).getByLabelText(/^Kod/), 'PREVISE');
    await user.type(within(newForm()).getByLabelText(/^Popust/), '150');
    await user.click(within(newForm()).getByRole('button', { name: 'Sačuvaj promo kod' }));
    expect(await screen.findByText('Popust mora biti od 1 do 100%.')).toBeTruthy();
    expect(sentOperations('UpsertPromoCode')).toHaveLength(0);
  });

  it('edits a code and deletes one only after confirmation', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/promo-codes?search=KOMSIJA');
    const row = await screen.findByRole('row', { name: /KOMSIJA7/ }, WAIT);
    await user.click(within(row).getByRole('button', { name: 'Izmena promo koda KOMSIJA7' }));
    const form = screen.getByRole('form', { name: 'Izmena promo koda KOMSIJA7' });
    await user.clear(within(form).getByLabelText('Broj korišćenja'));
    await user.type(within(form).getByLabelText('Broj korišćenja'), '5');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj promo kod' }));
    expect(await screen.findByText('Promo kod KOMSIJA7 je sačuvan.', {}, WAIT)).toBeTruthy();
    expect((await promoCode('KOMSIJA7'))!.usage_count).toBe(5);

    const deleteButton = () => within(screen.getByRole('row', { name: /KOMSIJA7/ })).getByRole('button', { name: 'Obriši promo kod KOMSIJA7' });
    await user.click(deleteButton());
    let question = screen.getByRole('alertdialog', { name: /Obrisati promo kod KOMSIJA7\?/ });
    await user.click(within(question).getByRole('button', { name: 'Otkaži' }));
    expect(sentOperations('DeletePromoCode')).toHaveLength(0);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(deleteButton());
    question = screen.getByRole('alertdialog', { name: /Obrisati promo kod KOMSIJA7\?/ });
    await user.click(within(question).getByRole('button', { name: 'Da, obriši' }));
    expect(await screen.findByText('Promo kod KOMSIJA7 je obrisan.', {}, WAIT)).toBeTruthy();
    expect(await promoCode('KOMSIJA7')).toBeUndefined();
    expect(await screen.findByText('Nijedan promo kod ne odgovara pretrazi.', {}, WAIT)).toBeTruthy();
  });
});
