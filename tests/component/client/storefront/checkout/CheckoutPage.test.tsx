import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../../fixtures/users/accounts';
import { sentOperations, useTestShop } from '../../../support/test-shop';
import { signInAs } from '../user/signed-in';
import { fillSerbianForm, openCheckout, putInCart, storedCart, summary, total } from './checkout-screen';

const shop = useTestShop();

/** Galaxy A55 8/256 GB: 51 999 RSD, no discount, plenty in stock; free delivery in Serbia from 5 000 RSD. */
const PHONE = { id: '2', sr: 'Mobilni telefon Samsung Galaxy A55 5G 8/256 GB', en: 'Samsung Galaxy A55 5G 8/256 GB smartphone' };
/** A 2 499 RSD charger: below free delivery, so Serbia's 350 RSD is charged. */
const CHARGER = { id: '32', sr: 'Brzi punjač Samsung 25 W USB-C', en: 'Samsung 25 W USB-C fast charger' };

const setStock = (id: string, stock: number) => shop.db.updateTable('products').set({ stock }).where('id', '=', Number(id)).execute();

/** The orders placed with an e-mail, oldest first. */
const ordersOf = (email: string) =>
  shop.db.selectFrom('orders').select(['code', 'total', 'lang', 'currency', 'payment_method', 'country_id', 'total_rsd']).where('customer_email', '=', email).orderBy('id').execute();

describe('checkout in Serbian', () => {
  it('shows the cart priced by the server with the quote total', async () => {
    putInCart({ product_id: PHONE.id, quantity: 1 }, { product_id: CHARGER.id, quantity: 2 });
    await openCheckout('/placanje', 'Plaćanje');
    // The whole checkout comes at once, when the cart is priced.
    const cart = await screen.findByRole('region', { name: 'Vaša korpa' }, { timeout: 10_000 });
    expect(within(cart).getByRole('link', { name: PHONE.sr })).toBeTruthy();
    expect(within(cart).getByRole('link', { name: CHARGER.sr })).toBeTruthy();
    expect(within(cart).getByText('4 998,00 RSD')).toBeTruthy();
    // 51 999 + 2 × 2 499 = 56 997, over the free delivery threshold.
    await waitFor(() => expect(total()).toBe('56\u00a0997,00\u00a0RSD'));
    expect(summary().textContent).toContain('DostavaBesplatna');
    expect(sentOperations('GetOrderQuote').at(-1)?.variables).toMatchObject({
      items: [
        { product_id: PHONE.id, quantity: 1 },
        { product_id: CHARGER.id, quantity: 2 },
      ],
      country_id: '1',
    });
    for (const image of cart.querySelectorAll('img')) expect(image.getAttribute('alt')).toBeTruthy();
  });

  it('changes a quantity and removes a line, down to the empty cart that leads to the shop', async () => {
    putInCart({ product_id: CHARGER.id, quantity: 1 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    const quantity = await screen.findByLabelText(`Količina: ${CHARGER.sr}`, undefined, { timeout: 10_000 });
    await waitFor(() => expect(summary().textContent).toContain('Dostava350,00\u00a0RSD'));
    await user.selectOptions(quantity, '3');
    await waitFor(() => expect(total()).toBe('7\u00a0497,00\u00a0RSD'));
    expect(storedCart()).toEqual([{ product_id: CHARGER.id, quantity: 3 }]);
    expect(within(quantity).getAllByRole('option').length).toBe(10);

    await user.click(screen.getByRole('button', { name: `Ukloni iz korpe: ${CHARGER.sr}` }));
    expect(await screen.findByText(/Vaša korpa je prazna/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Idi u prodavnicu' }).getAttribute('href')).toBe('/prodavnica');
    expect(storedCart()).toEqual([]);
  });

  it('bills no more than the stock: the cart, its picker and the header follow the quote', async () => {
    await setStock(CHARGER.id, 5);
    putInCart({ product_id: CHARGER.id, quantity: 10 });
    await openCheckout('/placanje', 'Plaćanje');
    const quantity = await screen.findByLabelText(`Količina: ${CHARGER.sr}`, undefined, { timeout: 10_000 });
    // 5 × 2 499 = 12 495, over the free delivery threshold.
    await waitFor(() => expect(total()).toBe('12\u00a0495,00\u00a0RSD'));
    await waitFor(() => expect(storedCart()).toEqual([{ product_id: CHARGER.id, quantity: 5 }]));
    expect(screen.getByRole('link', { name: 'Korpa: 5' })).toBeTruthy();
    expect(within(quantity).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5']);
    expect((quantity as HTMLSelectElement).value).toBe('5');
    expect(screen.getByText('Na stanju je manje komada od traženog; obračunato je 5.')).toBeTruthy();
  });

  it('marks the required fields, and shows their errors without sending anything', async () => {
    putInCart({ product_id: PHONE.id, quantity: 1 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    const name = await screen.findByLabelText('Ime', undefined, { timeout: 10_000 });
    expect(name.closest('.form-field')!.querySelector('.form-field-label')!.textContent).toBe('Ime*');
    expect(screen.getByLabelText('Napomena').closest('.form-field')!.querySelector('.form-field-label')!.textContent).toBe('Napomena');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Poruči' }) as HTMLButtonElement).disabled).toBe(false));
    await user.type(screen.getByLabelText('E-mail'), 'ana@primer');

    await user.click(screen.getByRole('button', { name: 'Poruči' }));
    expect(await screen.findByText('Proverite označena polja.')).toBeTruthy();
    expect(screen.getAllByText('Ovo polje je obavezno.')).toHaveLength(6);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)!.textContent).toBe('Ovo polje je obavezno.');
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('ana@primer');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('E-mail adresa nije ispravna.');
    expect(document.activeElement).toBe(name);
    expect(sentOperations('CreateOrder')).toHaveLength(0);

    // Typing into a field clears its error.
    await user.type(name, 'Ana');
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('accepts a valid promo code and shows the server reason for one that is not', async () => {
    putInCart({ product_id: PHONE.id, quantity: 1 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    await waitFor(() => expect(total()).toBe('51\u00a0999,00\u00a0RSD'), { timeout: 10_000 });
    const promo = within(summary()).getByLabelText('Promo kod');

    await user.type(promo, 'leto2026');
    await user.click(within(summary()).getByRole('button', { name: 'Primeni' }));
    expect(await within(summary()).findByText('Promo kod je istekao.')).toBeTruthy();
    expect(promo.getAttribute('aria-invalid')).toBe('true');
    expect((promo as HTMLInputElement).value).toBe('leto2026');
    expect(total()).toBe('51\u00a0999,00\u00a0RSD');

    await user.clear(promo);
    await user.type(promo, 'dobrodosli10{Enter}');
    expect(await within(summary()).findByText(/Promo kod DOBRODOSLI10 je primenjen/)).toBeTruthy();
    // 10 % of 51 999 off, computed by the server.
    expect(summary().textContent).toContain('-5\u00a0199,90\u00a0RSD');
    expect(total()).toBe('46\u00a0799,10\u00a0RSD');
    expect(sentOperations('GetOrderQuote').at(-1)?.variables).toMatchObject({ promo_code: 'dobrodosli10' });
  });

  it('drops a promo code the order refused from the summary, which shows the total the server prices now', async () => {
    putInCart({ product_id: PHONE.id, quantity: 1 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    await fillSerbianForm(user);
    await user.type(within(summary()).getByLabelText('Promo kod'), 'DOBRODOSLI10{Enter}');
    await within(summary()).findByText(/Promo kod DOBRODOSLI10 je primenjen/);
    expect(total()).toBe('46\u00a0799,10\u00a0RSD');
    // Another shopper uses the single-use code between the quote and this order.
    await shop.db.updateTable('promo_codes').set((eb) => ({ used: eb.ref('usage_count') })).where('code', '=', 'DOBRODOSLI10').execute();

    const place = screen.getByRole('button', { name: 'Poruči' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect(await screen.findByText('Promo kod je već iskorišćen.', { selector: '.checkout-details *' }, { timeout: 10_000 })).toBeTruthy();

    await waitFor(() => expect(total()).toBe('51\u00a0999,00\u00a0RSD'));
    expect(within(summary()).queryByText(/je primenjen/)).toBeNull();
    expect(summary().textContent).not.toContain('DOBRODOSLI10');
    expect(summary().querySelector('.order-amounts-discount')).toBeNull();
    expect(within(summary()).getByText('Promo kod je već iskorišćen.')).toBeTruthy();
    expect(await ordersOf('ana.jovic@primer.rs')).toHaveLength(0);
  });

  it('places the order once on a double click, empties the cart and shows the thank-you step with its status', async () => {
    putInCart({ product_id: PHONE.id, quantity: 1 });
    const { user, router } = await openCheckout('/placanje', 'Plaćanje');
    await fillSerbianForm(user);
    await user.type(within(summary()).getByLabelText('Promo kod'), 'DOBRODOSLI10{Enter}');
    await within(summary()).findByText(/Promo kod DOBRODOSLI10 je primenjen/);
    expect(await ordersOf('ana.jovic@primer.rs')).toHaveLength(0);

    const place = screen.getByRole('button', { name: 'Poruči' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.dblClick(place);

    expect(await screen.findByRole('heading', { name: 'Hvala na porudžbini!', level: 1 }, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('Porudžbina je primljena. Hvala!')).toBeTruthy();
    const sent = sentOperations('CreateOrder');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.variables).toMatchObject({
      name: 'Ana',
      lastname: 'Jović',
      email: 'ana.jovic@primer.rs',
      country_id: '1',
      payment_method: 'CASH_ON_DELIVERY',
      promo_code: 'DOBRODOSLI10',
      items: [{ product_id: PHONE.id, quantity: 1 }],
    });
    const placed = await ordersOf('ana.jovic@primer.rs');
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    expect(order.total).toBe(46_799.1);
    expect(router.state.location.pathname).toBe(`/porudzbina/${order.code}/hvala`);
    expect(storedCart()).toEqual([]);
    expect(screen.getByRole('link', { name: /Korpa/ }).textContent).toContain('0');
    expect(screen.getByText('U obradi')).toBeTruthy();
    expect(screen.getByText(/46 799,10 RSD/)).toBeTruthy();
    expect(screen.getByText(/Knez Mihailova 10/)).toBeTruthy();
  });

  it('keeps what was typed and the same idempotency key when the server refuses, then places the order on retry', async () => {
    putInCart({ product_id: PHONE.id, quantity: 2 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    await fillSerbianForm(user);
    const { stock } = await shop.db.selectFrom('products').select('stock').where('id', '=', Number(PHONE.id)).executeTakeFirstOrThrow();
    await setStock(PHONE.id, 1);
    const place = screen.getByRole('button', { name: 'Poruči' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);

    const alert = await screen.findByText(/nema dovoljno na stanju/, undefined, { timeout: 10_000 });
    expect(alert.closest('.error-box')).toBeTruthy();
    expect((screen.getByLabelText('Ime') as HTMLInputElement).value).toBe('Ana');
    expect((screen.getByLabelText('Ulica i broj') as HTMLInputElement).value).toBe('Knez Mihailova 10');
    expect(storedCart()).toHaveLength(1);

    await setStock(PHONE.id, stock);
    // The refused order asks for the quote anew; the button waits for it, as a shopper would.
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect(await screen.findByRole('heading', { name: 'Hvala na porudžbini!' }, { timeout: 10_000 })).toBeTruthy();
    const [first, second] = sentOperations('CreateOrder');
    expect(second).toBeTruthy();
    expect(second!.variables.idempotency_key).toBe(first!.variables.idempotency_key);
    expect(typeof first!.variables.idempotency_key).toBe('string');
  });

  it('fills the form from the account of a logged-in shopper', async () => {
    await signInAs(shop.db, DEMO_USER.email);
    putInCart({ product_id: PHONE.id, quantity: 1 });
    await openCheckout('/placanje', 'Plaćanje');
    await waitFor(() => expect((screen.getByLabelText('Ime') as HTMLInputElement).value).toBe('Marko'), { timeout: 10_000 });
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('marko.petrovic@izlog.rs');
    expect((screen.getByLabelText('Ulica i broj') as HTMLInputElement).value).toBe('Bulevar kralja Aleksandra 73');
    expect((screen.getByLabelText('Država') as HTMLSelectElement).value).toBe('1');
  });
});

describe('checkout when the order cannot be placed', () => {
  it('shows the server error for a sold-out product and lets the shopper empty the cart', async () => {
    // Xiaomi Redmi 13C has no stock.
    putInCart({ product_id: '11', quantity: 1 });
    const { user } = await openCheckout('/placanje', 'Plaćanje');
    const error = await screen.findByText(/nema dovoljno na stanju/, undefined, { timeout: 10_000 });
    expect(error.closest('.error-box')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Isprazni korpu' }));
    expect(await screen.findByText(/Vaša korpa je prazna/)).toBeTruthy();
  });

  it('explains the smallest order total and keeps the order button off below it', async () => {
    await shop.db.updateTable('order_settings').set({ min_order_total: 10_000 }).execute();
    putInCart({ product_id: CHARGER.id, quantity: 1 });
    await openCheckout('/placanje', 'Plaćanje');
    expect(await screen.findByText('Najmanji iznos porudžbine je 10 000,00 RSD. Dodajte još proizvoda u korpu.', undefined, { timeout: 10_000 })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Poruči' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Porudžbine primljene radnim danom do 14 časova/)).toBeTruthy();
  });
});

describe('checkout in English', () => {
  it('asks for the required fields in English, then places the order and opens the thank-you step', async () => {
    putInCart({ product_id: CHARGER.id, quantity: 1 });
    const { user, router } = await openCheckout('/checkout', 'Checkout');
    expect(await screen.findByRole('link', { name: CHARGER.en }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(total()).toMatch(/^[\d\u00a0]+,\d{2}\u00a0EUR$/));
    const place = screen.getByRole('button', { name: 'Place order' });
    await waitFor(() => expect((place as HTMLButtonElement).disabled).toBe(false));
    await user.click(place);
    expect(screen.getAllByText('This field is required.')).toHaveLength(7);
    expect(sentOperations('CreateOrder')).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), 'John');
    await user.type(screen.getByLabelText('Last name'), 'Smith');
    await user.type(screen.getByLabelText('E-mail'), 'john@example.com');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Street and number'), 'Ilica 45');
    await user.type(screen.getByLabelText('City'), 'Zagreb');
    await user.type(screen.getByLabelText('Postal code'), '10000');
    await user.selectOptions(screen.getByLabelText('Country'), 'Croatia');
    await user.click(screen.getByRole('radio', { name: 'Bank transfer before shipping' }));
    expect(screen.getByText(/Account number: 160-0000000123456-54/)).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Place order' }) as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 10_000 })).toBeTruthy();
    const croatia = await shop.db.selectFrom('order_countries').select('id').where('code', '=', 'HR').executeTakeFirstOrThrow();
    const placed = await ordersOf('john@example.com');
    expect(placed).toHaveLength(1);
    const order = placed[0]!;
    expect(order).toMatchObject({ lang: 1, currency: 'EUR', payment_method: 'BANK_TRANSFER', country_id: croatia.id });
    expect(router.state.location.pathname).toBe(`/order/${order.code}/thank-you`);
    expect(screen.getByText('In process')).toBeTruthy();
    expect(screen.getByText('Awaiting payment')).toBeTruthy();
    // The thank-you step shows the order's IPS QR code (in RSD, whatever the order's currency) and the same data written out.
    expect(screen.getByRole('heading', { name: 'Pay with the IPS QR code' })).toBeTruthy();
    const code = screen.getByRole('img', { name: 'NBS IPS QR code to pay this order' });
    expect(code.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(code.getAttribute('data-ips-qr')).toMatch(new RegExp(`^K:PR\\|V:01\\|C:1\\|R:160000000012345654\\|N:Izlog d\\.o\\.o\\., Beograd\\|I:RSD${Number(order.total_rsd).toFixed(2).replace('.', ',')}\\|`));
    expect(screen.getByText('160-0000000123456-54')).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it('says the cart is empty and links to the English shop', async () => {
    await openCheckout('/checkout', 'Checkout');
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the shop' }).getAttribute('href')).toBe('/shop');
    expect(sentOperations('GetOrderQuote')).toHaveLength(0);
  });
});
