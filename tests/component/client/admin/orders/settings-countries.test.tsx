import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();
const orderSettings = () => shop.db.selectFrom('order_settings').select(['min_order_total', 'delivery_days', 'payment_methods']).executeTakeFirstOrThrow();
const orderCountries = () => shop.db.selectFrom('order_countries').select(['code', 'delivery_price', 'free_delivery_over', 'active']).execute();

describe('admin order settings', () => {
  it('saves the minimum, delivery days and payment methods', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/order-settings');
    const min = await screen.findByLabelText('Najmanji iznos porudžbine (RSD)', {}, WAIT);
    expect(min).toHaveProperty('value', String((await orderSettings()).min_order_total));
    await user.clear(min);
    await user.type(min, '1200,50');
    await user.clear(screen.getByLabelText('Rok isporuke (radnih dana)'));
    await user.type(screen.getByLabelText('Rok isporuke (radnih dana)'), '5');
    await user.click(screen.getByLabelText('Plaćanje uplatom na račun'));
    await user.click(screen.getByLabelText('Platnom karticom'));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));

    expect(await screen.findByText('Podešavanja porudžbina su sačuvana.', {}, WAIT)).toBeTruthy();
    expect(await orderSettings()).toMatchObject({ min_order_total: 1200.5, delivery_days: 5, payment_methods: ['CASH_ON_DELIVERY'] });
  });

  it('asks for at least one payment method and keeps what was typed', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await orderSettings();
    const { user } = renderApp('/cms/order-settings');
    const days = await screen.findByLabelText('Rok isporuke (radnih dana)', {}, WAIT);
    await user.clear(days);
    await user.type(days, '7');
    await user.click(screen.getByLabelText('Plaćanje pouzećem'));
    await user.click(screen.getByLabelText('Plaćanje uplatom na račun'));
    await user.click(screen.getByLabelText('Platnom karticom'));
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));
    expect(await screen.findByText('Izaberite bar jedan način plaćanja.')).toBeTruthy();
    expect(sentOperations('UpdateOrderSettings')).toHaveLength(0);
    expect(days).toHaveProperty('value', '7');
    expect(await orderSettings()).toEqual(before);
  });

  it("refuses an account whose control digits are wrong beside the field, then saves it and the payee of the IPS QR codes", async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/order-settings');
    const account = await screen.findByLabelText('Račun za uplate', {}, WAIT);
    await user.clear(account);
    await user.type(account, '160-0000000123456-78');
    const payee = screen.getByLabelText('Primalac uplate');
    await user.clear(payee);
    await user.type(payee, 'Izlog d.o.o., Novi Sad');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));
    expect(await screen.findByText('Unesite račun u obliku 160-0000000123456-54, sa ispravnim kontrolnim brojem.')).toBeTruthy();
    expect(account.getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations('UpdateOrderSettings')).toHaveLength(0);

    await user.clear(account);
    await user.type(account, '160-0000000123456-54');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));
    expect(await screen.findByText('Podešavanja porudžbina su sačuvana.', {}, WAIT)).toBeTruthy();
    expect(await shop.db.selectFrom('order_settings').select(['bank_account', 'bank_account_name']).executeTakeFirstOrThrow()).toEqual({
      bank_account: '160-0000000123456-54',
      bank_account_name: 'Izlog d.o.o., Novi Sad',
    });
  });
});

describe('admin order countries', () => {
  it('adds a country, listed with its price', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/order-countries');
    await screen.findByRole('row', { name: /Srbija/ }, WAIT);
    await user.click(screen.getByRole('button', { name: 'Nova zemlja' }));
    const form = screen.getByRole('form', { name: 'Nova zemlja' });
    await user.type(within(form).getByLabelText('Naziv (srpski)'), 'Severna Makedonija');
    await user.type(within(form).getByLabelText('Oznaka zemlje'), 'mk');
    await user.type(within(form).getByLabelText('Cena dostave (RSD)'), '1500');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj zemlju' }));

    expect(await screen.findByText('Zemlja Severna Makedonija je dodata.', {}, WAIT)).toBeTruthy();
    expect((await orderCountries()).find((country) => country.code === 'MK')).toMatchObject({ delivery_price: 1500, free_delivery_over: null, active: true });
    const row = await screen.findByRole('row', { name: /Severna Makedonija/ }, WAIT);
    expect(row.textContent).toContain('1\u00a0500,00 RSD');
    expect(row.textContent).toContain('nikad');
  });

  it('shows a taken code beside the field, keeps the input, and refuses to delete a country orders use', async () => {
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/order-countries');
    await screen.findByRole('row', { name: /Srbija/ }, WAIT);
    const count = (await orderCountries()).length;
    await user.click(screen.getByRole('button', { name: 'Nova zemlja' }));
    const form = screen.getByRole('form', { name: 'Nova zemlja' });
    await user.type(within(form).getByLabelText('Naziv (srpski)'), 'Druga Srbija');
    await user.type(within(form).getByLabelText('Oznaka zemlje'), 'RS');
    await user.type(within(form).getByLabelText('Cena dostave (RSD)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Sačuvaj zemlju' }));
    const code = within(form).getByLabelText('Oznaka zemlje');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'), WAIT);
    expect(within(form).getByText('Ovaj kod je već zauzet.')).toBeTruthy();
    expect(within(form).getByLabelText('Naziv (srpski)')).toHaveProperty('value', 'Druga Srbija');
    expect(await orderCountries()).toHaveLength(count);

    await user.click(screen.getByRole('button', { name: 'Obriši zemlju Srbija' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Da, obriši' }));
    await waitFor(() => expect(sentOperations('DeleteOrderCountry')).toHaveLength(1));
    expect(await screen.findByText('Državu koriste porudžbine, pa se ne može obrisati.', { selector: '.error-box p' }, WAIT)).toBeTruthy();
    expect(await orderCountries()).toHaveLength(count);
  });
});
