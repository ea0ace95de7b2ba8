import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../../../src/shared/catalog/price';
import { formatDateTime } from '../../../../../src/shared/i18n/dates';
import { TEST_GATEWAY_PATHS } from '../../../../../src/server/modules/payments/gateway';
import { payAtTestBank } from '../../../../support/test-bank';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { APPROVED, cardOrder, DECLINED, recordFormPosts } from '../../../support/card-orders';

const shop = useTestShop();
afterEach(() => vi.restoreAllMocks());
const LOAD = { timeout: 10_000 };

/** A definition list's terms and what each says. */
const facts = (list: HTMLElement) => Object.fromEntries([...list.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));
const resultFacts = (region: HTMLElement) => facts(region.querySelector('dl')!);

describe('a card order’s page', () => {
  it('shows an approved payment’s reply fields in Serbian and in English, with nothing to pay', async () => {
    const order = await cardOrder(shop, [DECLINED, APPROVED], 'paid');
    const { router } = renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    const result = await screen.findByRole('region', { name: 'Rezultat plaćanja' }, LOAD);
    expect(within(result).getByText('Plaćanje je uspešno. Vaš račun je zadužen.')).toBeTruthy();
    expect(resultFacts(result)).toEqual({
      'Broj porudžbine': `${order.code}-2`,
      'Status transakcije': 'Odobreno',
      'Autorizacioni kod': 'P38215',
      'Broj transakcije': '26061KfGB12345',
      'Datum transakcije': formatDateTime(APPROVED.transaction_date!, 0),
      Kartica: '435508***4358',
      Iznos: formatMoney(Number(order.total_rsd), 'RSD'),
    });
    expect(resultFacts(result)['Datum transakcije']).toBe('2. 3. 2026. 11:15');
    expect(screen.queryByRole('region', { name: 'Plaćanje karticom' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Plati|Pokušaj/ })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Adresa za isporuku' })).getByText('Plaćanje karticom')).toBeTruthy();

    await router.navigate(`/order/${order.code}`);
    const english = await screen.findByRole('region', { name: 'Payment result' }, LOAD);
    expect(within(english).getByText('Payment successful. Your card has been charged.')).toBeTruthy();
    expect(resultFacts(english)).toMatchObject({
      'Order number': `${order.code}-2`,
      'Transaction status': 'Approved',
      'Authorisation code': 'P38215',
      'Transaction id': '26061KfGB12345',
      'Transaction date': '2 Mar 2026, 11:15',
      Card: '435508***4358',
    });
    expect(sentOperations('StartCardPayment')).toHaveLength(0);
  });

  it('says a declined payment did not charge the card, with the bank’s message, and offers to try again or pay another way', async () => {
    const posted = recordFormPosts();
    const order = await cardOrder(shop, [DECLINED], 'awaiting');
    const { user, unmount } = renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    const result = await screen.findByRole('region', { name: 'Rezultat plaćanja' }, LOAD);
    expect(within(result).getByText('Plaćanje nije uspelo. Vaš račun nije zadužen.')).toBeTruthy();
    expect(within(result).getByText('Poruka banke: Nedovoljno sredstava')).toBeTruthy();
    expect(resultFacts(result)).toMatchObject({ 'Status transakcije': 'Odbijeno', Kartica: '522222***1111' });
    expect(resultFacts(result)).not.toHaveProperty('Autorizacioni kod');

    const pay = screen.getByRole('region', { name: 'Plaćanje karticom' });
    expect(within(pay).getByText(`Proizvodi su rezervisani do ${formatDateTime(order.hold!, 0).slice(-5)}.`)).toBeTruthy();
    const other = within(pay).getByRole('group', { name: 'Plati drugačije' });
    expect(within(other).getAllByRole('button').map((button) => button.textContent)).toEqual(['Plati pouzećem', 'Plati uplatom na račun']);
    expect(sentOperations('GetOrderSettings')).toHaveLength(1);

    await user.click(within(pay).getByRole('button', { name: 'Pokušaj ponovo' }));
    await waitFor(() => expect(posted).toHaveLength(1), LOAD);
    expect(sentOperations('StartCardPayment').map((sent) => sent.variables)).toEqual([{ code: order.code, key: order.status_key }]);
    expect(posted[0]).toMatchObject({
      method: 'post',
      action: `${shop.origin}${TEST_GATEWAY_PATHS.form}`,
      fields: { oid: `${order.code}-2`, amount: Number(order.total_rsd).toFixed(2), currency: '941', lang: 'sr' },
    });
    expect(Object.keys(posted[0]!.fields)).toContain('HASH');
    expect(within(pay).getByRole('status').textContent).toBe('Preusmeravamo vas na stranicu banke…');

    // Declined again on the bank's page: back on the order's page, the new reply and another try.
    const { answer } = await payAtTestBank(posted[0]!, 'decline');
    unmount();
    renderApp(answer.headers.get('location')!);
    const again = await screen.findByRole('region', { name: 'Rezultat plaćanja' }, LOAD);
    expect(within(again).getByText('Poruka banke: Declined')).toBeTruthy();
    expect(resultFacts(again)).toMatchObject({ 'Broj porudžbine': `${order.code}-2`, 'Status transakcije': 'Odbijeno' });
    expect(screen.getByRole('button', { name: 'Pokušaj ponovo' })).toBeTruthy();
  });

  it('pays a refused card order by transfer instead: the order shows the transfer and its IPS QR code', async () => {
    const order = await cardOrder(shop, [DECLINED], 'awaiting');
    const { user } = renderApp(`/order/${order.code}?key=${order.status_key}`);
    const other = await screen.findByRole('group', { name: 'Pay another way' }, LOAD);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await user.click(within(other).getByRole('button', { name: 'Pay by bank transfer' }));

    const transfer = await screen.findByRole('region', { name: 'Pay with the IPS QR code' }, LOAD);
    expect(sentOperations('ChangeOrderPaymentMethod').map((sent) => sent.variables)).toEqual([
      { code: order.code, key: order.status_key, payment_method: 'BANK_TRANSFER' },
    ]);
    expect(facts(screen.getByRole('region', { name: 'Delivery address' }).querySelector('dl')!)).toMatchObject({ 'Payment method': 'Bank transfer', 'Payment status': 'Awaiting payment' });
    expect(screen.queryByRole('group', { name: 'Pay another way' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Payment result' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(within(transfer).getByRole('heading')));
    const stored = await shop.db.selectFrom('orders').select(['payment_method', 'payment_hold_until']).where('id', '=', order.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ payment_method: 'BANK_TRANSFER', payment_hold_until: null });
  });

  it('shows a refusal to start another try and keeps the other ways to pay', async () => {
    const order = await cardOrder(shop, Array.from({ length: 10 }, () => DECLINED), 'awaiting');
    const { user } = renderApp(`/porudzbina/${order.code}/hvala?key=${order.status_key}`);
    expect(await screen.findByRole('heading', { name: 'Hvala na porudžbini!', level: 1 }, LOAD)).toBeTruthy();
    // The thank-you step goes to the bank at once; the server refuses an eleventh try.
    expect(await screen.findByText('Iskorišćeni su svi pokušaji plaćanja karticom; izaberite drugi način plaćanja.', {}, LOAD)).toBeTruthy();
    expect(sentOperations('StartCardPayment')).toHaveLength(1);
    const pay = screen.getByRole('region', { name: 'Plaćanje karticom' });
    expect(within(pay).getByRole('status').textContent).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(pay).getByRole('button', { name: 'Nastavi na plaćanje' })));
    expect(within(pay).getByRole('group', { name: 'Plati drugačije' })).toBeTruthy();
    await user.click(within(pay).getByRole('button', { name: 'Plati pouzećem' }));
    expect(await screen.findByText('Način plaćanja je promenjen. Potvrdu porudžbine smo poslali na ' + order.customer_email + '.', {}, LOAD)).toBeTruthy();
  });

  it('offers nothing to pay once the hold ended and the order was cancelled', async () => {
    const order = await cardOrder(shop, [DECLINED], 'cancelled');
    renderApp(`/porudzbina/${order.code}?key=${order.status_key}`);
    expect(await screen.findByRole('region', { name: 'Rezultat plaćanja' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Status' }).querySelector('.order-status-current')!.textContent).toBe('Otkazana');
    expect(screen.queryByRole('region', { name: 'Plaćanje karticom' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Plati|Pokušaj/ })).toBeNull();
    expect(sentOperations('GetOrderSettings')).toHaveLength(0);
  });
});
