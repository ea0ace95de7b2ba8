import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../../src/shared/catalog/price';
import { signedCardForm } from '../../../../../src/server/modules/payments/card-form';
import { payAtTestBank } from '../../../../support/test-bank';
import { APPROVED, cardOrder as cardOrderOf, DECLINED, withoutCardGateway, type Try } from '../../../support/card-orders';
import { readCardGateway } from '../../../../../src/server/modules/payments/read-gateway';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAsDemoAdmin, WAIT } from '../admin-harness';

const shop = useTestShop();
afterEach(() => vi.restoreAllMocks());

const settings = () => shop.db.selectFrom('order_settings').select(['payment_methods', 'card_hold_minutes']).executeTakeFirstOrThrow();

describe('admin order settings: card payments', () => {
  it('offers no card while the server has no card gateway, and says why', async () => {
    withoutCardGateway();
    await signInAsDemoAdmin(shop.db);
    renderApp('/cms/order-settings');
    const card = await screen.findByLabelText('Platnom karticom', {}, WAIT);
    expect(card).toHaveProperty('disabled', true);
    expect(card).toHaveProperty('checked', false);
    expect(document.getElementById(card.getAttribute('aria-describedby')!)!.textContent).toBe('Server nema banku za kartice (PAYMENT_GATEWAY).');
  });

  it('switches cards on with the test bank, saying no real money is charged, and saves the stock hold', async () => {
    await shop.db.updateTable('order_settings').set({ payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER'] }).execute();
    await signInAsDemoAdmin(shop.db);
    const { user } = renderApp('/cms/order-settings');
    const card = await screen.findByLabelText('Platnom karticom', {}, WAIT);
    expect(card).toHaveProperty('disabled', false);
    expect(card).toHaveProperty('checked', false);
    expect(document.getElementById(card.getAttribute('aria-describedby')!)!.textContent).toBe('Kartice idu preko probne banke: ništa se stvarno ne naplaćuje.');
    const hold = screen.getByLabelText('Čuvanje robe za plaćanje karticom (minuta)');
    expect(hold).toHaveProperty('value', String((await settings()).card_hold_minutes));
    await user.click(card);
    await user.clear(hold);
    await user.type(hold, '45');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));

    expect(await screen.findByText('Podešavanja porudžbina su sačuvana.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('UpdateOrderSettings').at(-1)!.variables).toMatchObject({ payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD'], card_hold_minutes: 45 });
    expect(await settings()).toEqual({ payment_methods: ['CASH_ON_DELIVERY', 'BANK_TRANSFER', 'CARD'], card_hold_minutes: 45 });
    expect(screen.getByLabelText('Platnom karticom')).toHaveProperty('checked', true);
  });

  it('refuses a hold of 3 minutes beside the field, in the language chosen', async () => {
    await signInAsDemoAdmin(shop.db);
    const before = await settings();
    const { user } = renderApp('/cms/order-settings');
    const hold = await screen.findByLabelText('Čuvanje robe za plaćanje karticom (minuta)', {}, WAIT);
    await user.clear(hold);
    await user.type(hold, '3');
    await user.click(screen.getByRole('button', { name: 'Sačuvaj podešavanja' }));
    expect(await screen.findByText('Upišite ceo broj minuta, od 5 do 1440.')).toBeTruthy();
    expect(hold.getAttribute('aria-invalid')).toBe('true');
    expect(sentOperations('UpdateOrderSettings')).toHaveLength(0);
    expect(await settings()).toEqual(before);

    await user.click(screen.getByRole('button', { name: 'EN' }));
    const english = await screen.findByLabelText('Stock held for a card payment (minutes)', {}, WAIT);
    await user.clear(english);
    await user.type(english, '3');
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Enter a whole number of minutes, from 5 to 1440.')).toBeTruthy();
    expect(sentOperations('UpdateOrderSettings')).toHaveLength(0);
  });
});

/** A card order of the demo, as the storefront's tests arrange it, paid or awaiting payment. */
const cardOrder = (tries: Try[], payment: { paid: boolean }, firstAttempt = 1) => cardOrderOf(shop, tries, payment.paid ? 'paid' : 'awaiting', firstAttempt);

/** A Serbian order paid by card on the test bank itself, through the protocol, so the bank can refund it. */
async function paidAtTestBank() {
  const order = await cardOrder([], { paid: false });
  const { total_rsd } = await shop.db.selectFrom('orders').select('total_rsd').where('id', '=', order.id).executeTakeFirstOrThrow();
  const orderNumber = `${order.code}-1`;
  await shop.db.insertInto('card_payments').values({ order_id: order.id, attempt: 1, order_number: orderNumber, amount_rsd: Number(total_rsd) }).execute();
  const form = signedCardForm(readCardGateway({ PAYMENT_GATEWAY: 'test' }, false)!, shop.origin, { orderNumber, amountRsd: Number(total_rsd), lang: 0 });
  const { answer } = await payAtTestBank(form);
  expect(answer.status).toBe(303);
  return { ...order, totalRsd: Number(total_rsd) };
}
const cardSection = () => screen.findByRole('region', { name: 'Plaćanje karticom' }, WAIT);
const paymentOf = (orderId: number) => shop.db.selectFrom('orders').select('payment_status').where('id', '=', orderId).executeTakeFirstOrThrow();
const statusOf = (orderNumber: string) => shop.db.selectFrom('card_payments').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();

describe('admin order detail: card payments', () => {
  it("lists a paid order's tries newest first with the bank's reply, and offers to void or refund only the approved one", async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await cardOrder([DECLINED, APPROVED], { paid: true });
    renderApp(`/cms/orders/${order.id}`);
    const section = await cardSection();
    expect(screen.getByText(/Platnom karticom/, { selector: '.admin-count' })).toBeTruthy();
    const [approved, declined] = within(within(section).getByRole('list', { name: 'Pokušaji plaćanja karticom' })).getAllByRole('listitem');
    const facts = (item: HTMLElement) => Object.fromEntries([...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));
    expect(facts(approved!)).toMatchObject({
      'Broj porudžbine': `${order.code}-2`,
      'Status transakcije': 'Odobreno',
      'Autorizacioni kod': 'P38215',
      'Broj transakcije': '26061KfGB12345',
      'Kod odgovora': '00',
      Kartica: '435508***4358',
    });
    expect(facts(approved!)['Datum transakcije']).toMatch(/2026/);
    expect(facts(approved!).Iznos!.replace(/\s/g, ' ')).toBe(formatMoney(order.total_rsd, 'RSD').replace(/\s/g, ' '));
    expect(within(approved!).getByRole('button', { name: 'Poništi (isti dan)' })).toBeTruthy();
    expect(within(approved!).getByRole('button', { name: 'Vrati novac' })).toBeTruthy();
    expect(facts(declined!)).toMatchObject({ 'Status transakcije': 'Odbijeno', 'Poruka banke': 'Nedovoljno sredstava', 'Kod odgovora': '05' });
    expect(within(declined!).queryAllByRole('button')).toHaveLength(0);
    // The bank records a card payment: no button marks it paid or refunded by hand.
    const payment = screen.getByRole('region', { name: 'Plaćanje' });
    expect(within(payment).getByText('Plaćeno')).toBeTruthy();
    expect(within(payment).queryAllByRole('button')).toHaveLength(0);
  });

  it('shows until when the stock is held for an order awaiting payment after a declined try, with nothing to void', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await cardOrder([DECLINED], { paid: false });
    renderApp(`/cms/orders/${order.id}`);
    const section = await cardSection();
    expect(within(section).getByText(/^Roba rezervisana do /)).toBeTruthy();
    expect(within(section).getByText('Odbijeno')).toBeTruthy();
    expect(within(section).queryAllByRole('button')).toHaveLength(0);
    expect(within(screen.getByRole('region', { name: 'Plaćanje' })).queryByRole('button', { name: 'Označi kao plaćeno' })).toBeNull();
  });

  it('refunds through the bank once confirmed, then says so and shows the try refunded', async () => {
    await signInAsDemoAdmin(shop.db);
    const order = await paidAtTestBank();
    const { user } = renderApp(`/cms/orders/${order.id}`);
    const section = await cardSection();
    await user.click(within(section).getByRole('button', { name: 'Vrati novac' }));
    const question = within(section).getByRole('alertdialog');
    expect(question.textContent!.replace(/\s/g, ' ')).toContain(`Vratiti kupcu ${formatMoney(order.totalRsd, 'RSD').replace(/\s/g, ' ')} za plaćanje ${order.code}-1?`);
    expect(sentOperations('ReverseCardPayment')).toHaveLength(0);
    await user.click(within(question).getByRole('button', { name: 'Da, vrati novac' }));

    expect(await screen.findByText('Banka je vratila novac.', {}, WAIT)).toBeTruthy();
    expect(sentOperations('ReverseCardPayment').map((sent) => sent.variables)).toEqual([{ id: String(order.id), action: 'REFUND' }]);
    expect(await statusOf(`${order.code}-1`)).toEqual({ status: 'REFUNDED' });
    expect(await paymentOf(order.id)).toEqual({ payment_status: 'REFUNDED' });
    await waitFor(() => expect(within(section).getByText('Novac vraćen', { selector: 'dd' })).toBeTruthy(), WAIT);
    expect(within(section).queryByRole('button', { name: 'Vrati novac' })).toBeNull();
  });

  it("shows the bank's refusal of a void in the section and changes nothing", async () => {
    await signInAsDemoAdmin(shop.db);
    // Approved in the shop's records, unknown to the bank: the bank refuses to void it.
    const order = await cardOrder([APPROVED], { paid: true }, 9);
    const { user } = renderApp(`/cms/orders/${order.id}`);
    const section = await cardSection();
    await user.click(within(section).getByRole('button', { name: 'Poništi (isti dan)' }));
    await user.click(within(within(section).getByRole('alertdialog')).getByRole('button', { name: 'Da, poništi' }));

    await waitFor(() => expect(section.textContent).toContain('Banka je odbila zahtev: No such order'), WAIT);
    expect(sentOperations('ReverseCardPayment').at(-1)!.variables).toEqual({ id: String(order.id), action: 'VOID' });
    expect(await statusOf(`${order.code}-9`)).toEqual({ status: 'APPROVED' });
    expect(await paymentOf(order.id)).toEqual({ payment_status: 'PAID' });
    expect(within(section).getByRole('button', { name: 'Poništi (isti dan)' })).toHaveProperty('disabled', false);
  });
});
