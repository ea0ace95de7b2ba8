import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { CARD_CURRENCY_NOTICE } from '../../../../../src/shared/orders/card-payment-texts';
import { TEST_GATEWAY_PATHS } from '../../../../../src/server/modules/payments/gateway';
import { payAtTestBank } from '../../../../support/test-bank';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { recordFormPosts, withoutCardGateway } from '../../../support/card-orders';
import { signInAs } from '../user/signed-in';
import { fillSerbianForm, openCheckout, putInCart, storedCart } from './checkout-screen';

const shop = useTestShop();
afterEach(() => vi.restoreAllMocks());
const LOAD = { timeout: 10_000 };

/** A 2 499 RSD charger. */
const CHARGER = '32';
const CARD = 'Platnom karticom (Visa, Mastercard, Maestro, DinaCard)';

describe('paying by card at checkout', () => {
  it('offers no card while the server has no card gateway', async () => {
    withoutCardGateway();
    // Signed in: the server keeps the order settings it answered anonymous visitors, with a card, from earlier tests.
    await signInAs(shop.db, DEMO_USER.email);
    putInCart({ product_id: CHARGER, quantity: 1 });
    await openCheckout('/placanje', 'Plaćanje');
    const methods = await screen.findByRole('group', { name: /Način plaćanja/ }, LOAD);
    expect(within(methods).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual(['CASH_ON_DELIVERY', 'BANK_TRANSFER']);
  });

  it('offers the card with the currency notice and where the card is typed, in both languages', async () => {
    putInCart({ product_id: CHARGER, quantity: 1 });
    const { user, router } = await openCheckout('/placanje', 'Plaćanje');
    const card = await screen.findByRole('radio', { name: CARD }, LOAD);
    expect(screen.queryByText(CARD_CURRENCY_NOTICE[0])).toBeNull();
    await user.click(card);
    const notice = screen.getByText(CARD_CURRENCY_NOTICE[0]);
    const notes = document.getElementById(card.getAttribute('aria-describedby')!)!;
    expect(notes.contains(notice)).toBe(true);
    expect(notes.textContent).toContain('podatke o kartici unosite tamo, nikada na našem sajtu');

    await router.navigate('/checkout');
    await user.click(await screen.findByRole('radio', { name: 'By card (Visa, Mastercard, Maestro, DinaCard)' }, LOAD));
    expect(screen.getByText(CARD_CURRENCY_NOTICE[1])).toBeTruthy();
    expect(screen.getByText(/never on our site/)).toBeTruthy();
  });

  it('places a card order, posts the bank’s signed form from the thank-you step, and shows the bank’s approval on return', async () => {
    const posted = recordFormPosts();
    putInCart({ product_id: CHARGER, quantity: 2 });
    const { user, router, unmount } = await openCheckout('/placanje', 'Plaćanje');
    await fillSerbianForm(user);
    await user.click(await screen.findByRole('radio', { name: CARD }, LOAD));
    const place = screen.getByRole('button', { name: 'Poruči' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);

    expect(await screen.findByRole('heading', { name: 'Hvala na porudžbini!', level: 1 }, LOAD)).toBeTruthy();
    const order = await shop.db
      .selectFrom('orders')
      .select(['code', 'status_key', 'total_rsd', 'payment_method', 'payment_status', 'payment_hold_until'])
      .where('customer_email', '=', 'ana.jovic@primer.rs')
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ payment_method: 'CARD', payment_status: 'AWAITING' });
    expect(order.payment_hold_until).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/porudzbina/${order.code}/hvala`);
    expect(screen.getByText(`Porudžbinu smo primili. Potvrdu šaljemo na ana.jovic@primer.rs kada je platite. Sačuvajte kod ${order.code} da biste pratili njen status.`)).toBeTruthy();
    expect(storedCart()).toEqual([]);

    const pay = screen.getByRole('region', { name: 'Plaćanje karticom' });
    expect(within(pay).getByRole('status').textContent).toBe('Preusmeravamo vas na stranicu banke…');
    await waitFor(() => expect(posted).toHaveLength(1), LOAD);
    expect(sentOperations('StartCardPayment').map((sent) => sent.variables)).toEqual([{ code: order.code, key: order.status_key }]);
    // The form as it was posted: the server's address and its signed fields, hidden, in a real post.
    const [form] = posted;
    expect(form).toMatchObject({
      method: 'post',
      action: `${shop.origin}${TEST_GATEWAY_PATHS.form}`,
      fields: { clientid: 'izlog-test', storetype: '3d_pay_hosting', trantype: 'Auth', amount: Number(order.total_rsd).toFixed(2), currency: '941', oid: `${order.code}-1`, lang: 'sr' },
    });
    expect(form!.fields.HASH).toMatch(/\S{20,}/);
    const rendered = document.querySelector<HTMLFormElement>(`form[action="${form!.action}"]`)!;
    expect(rendered.hidden).toBe(true);
    expect([...rendered.querySelectorAll('input')].every((input) => input.type === 'hidden')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Nastavi na plaćanje' })).toBeNull();
    // Placed, not paid: the confirmation waits for the payment.
    expect(shop.mails().filter((mail) => mail.includes(order.code))).toHaveLength(0);

    // The shopper pays on the bank's page; the bank's reply sends them back to the order's page.
    const { answer, reply } = await payAtTestBank(form!);
    expect(answer.status).toBe(303);
    unmount();
    renderApp(answer.headers.get('location')!);
    const result = await screen.findByRole('region', { name: 'Rezultat plaćanja' }, LOAD);
    expect(within(result).getByText('Plaćanje je uspešno. Vaš račun je zadužen.')).toBeTruthy();
    const facts = Object.fromEntries([...result.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));
    expect(facts).toMatchObject({ 'Broj porudžbine': `${order.code}-1`, 'Status transakcije': 'Odobreno', 'Autorizacioni kod': reply.AuthCode, 'Broj transakcije': reply.TransId });
    expect(facts.Kartica).toMatch(/\*{3}4358$/);
    expect(screen.queryByRole('region', { name: 'Plaćanje karticom' })).toBeNull();
    expect(shop.mails().filter((mail) => mail.includes(order.code))).not.toHaveLength(0);
  });
});
