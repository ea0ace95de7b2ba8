import '../../../support/happy-dom-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';
import { whileTableIsDown } from '../table-down';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

describe('contact page', () => {
  it('shows the shop contacts and refuses to send an empty form, with Serbian messages beside the fields', async () => {
    const { user } = renderApp('/kontakt');
    const details = await screen.findByRole('region', { name: 'Kontakt podaci' }, LOAD);
    expect(within(details).getByRole('link', { name: '+381 11 4040 500' }).getAttribute('href')).toBe('tel:+381114040500');
    expect(within(details).getByRole('link', { name: 'info@izlog.rs' }).getAttribute('href')).toBe('mailto:info@izlog.rs');
    expect(within(details).getByText('Bulevar kralja Aleksandra 73, 11000 Beograd')).toBeTruthy();

    const form = screen.getByRole('form', { name: 'Pišite nam' });
    // Required fields carry an asterisk; the phone does not.
    expect(within(form).getByText('Ime i prezime').closest('.form-field-label')!.textContent).toBe('Ime i prezime*');
    expect(within(form).getByText('Telefon').closest('.form-field-label')!.textContent).toBe('Telefon');

    await user.click(within(form).getByRole('button', { name: 'Pošalji poruku' }));
    const name = within(form).getByRole('textbox', { name: 'Ime i prezime' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText('Ovo polje je obavezno.')).toHaveLength(3);
    expect(document.activeElement).toBe(name);
    expect(sentOperations('SendContactMessage')).toHaveLength(0);

    // A wrong address is caught here too; what was typed stays.
    await user.type(name, 'Jelena Jović');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail adresa' }), 'jelena@');
    await user.type(within(form).getByRole('textbox', { name: 'Poruka' }), 'Da li imate na stanju?');
    await user.click(within(form).getByRole('button', { name: 'Pošalji poruku' }));
    expect(within(form).getByText('E-mail adresa nije ispravna.')).toBeTruthy();
    expect(within(form).queryByText('Ovo polje je obavezno.')).toBeNull();
    expect((name as HTMLInputElement).value).toBe('Jelena Jović');
    expect(sentOperations('SendContactMessage')).toHaveLength(0);
  });

  it('gives the messages in English at /contact', async () => {
    const { user } = renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Write to us' }, LOAD);
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'not an address');
    await user.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(2);
    expect(within(form).getByText('The e-mail address is not valid.')).toBeTruthy();
    expect(sentOperations('SendContactMessage')).toHaveLength(0);
  });

  it('sends every field, thanks with a toast and clears the form', async () => {
    const { user } = renderApp('/kontakt');
    const form = await screen.findByRole('form', { name: 'Pišite nam' }, LOAD);
    await user.type(within(form).getByRole('textbox', { name: 'Ime i prezime' }), '  Jelena Jović ');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail adresa' }), 'jelena@primer.rs');
    await user.type(within(form).getByRole('textbox', { name: 'Telefon' }), '064 123 4567');
    await user.type(within(form).getByRole('textbox', { name: 'Poruka' }), 'Da li imate frižider na stanju?');
    const before = await shop.db.selectFrom('contact_messages').select('id').execute();
    await user.click(within(form).getByRole('button', { name: 'Pošalji poruku' }));

    expect(await screen.findByText('Poruka je poslata. Odgovorićemo vam uskoro.', {}, LOAD)).toBeTruthy();
    expect(sentOperations('SendContactMessage')[0]?.variables).toEqual({
      name: 'Jelena Jović',
      email: 'jelena@primer.rs',
      phone: '064 123 4567',
      message: 'Da li imate frižider na stanju?',
    });
    const kept = await shop.db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'phone', 'message'])
      .where('id', 'not in', before.map((row) => row.id))
      .execute();
    expect(kept).toEqual([{ name: 'Jelena Jović', email: 'jelena@primer.rs', phone: '064 123 4567', message: 'Da li imate frižider na stanju?' }]);
    for (const field of ['Ime i prezime', 'E-mail adresa', 'Telefon', 'Poruka']) {
      expect((within(form).getByRole('textbox', { name: field }) as HTMLInputElement).value).toBe('');
    }
  });

  it('shows the server error in the red box and keeps what was typed', async () => {
    const { user } = renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Write to us' }, LOAD);
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ann');
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'ann@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hello');
    // The shop cannot keep the message, as when its database fails.
    await whileTableIsDown(shop.db, 'contact_messages', async () => {
      await user.click(within(form).getByRole('button', { name: 'Send message' }));
      await waitFor(() => expect(within(form).getByRole('alert').className).toBe('error-box'), LOAD);
    });
    expect((within(form).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
    expect(within(form).getByRole('button', { name: 'Send message' })).toHaveProperty('disabled', false);
  });

  it('signs up for the newsletter', async () => {
    const { user } = renderApp('/contact');
    const form = await screen.findByRole('form', { name: 'Newsletter' }, LOAD);
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(within(form).getByText('This field is required.')).toBeTruthy();
    expect(sentOperations('SubscribeNewsletter')).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'E-mail address for the newsletter' }), 'ann@example.com');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You have signed up for the newsletter. Thank you!', {}, LOAD)).toBeTruthy();
    expect(sentOperations('SubscribeNewsletter')[0]?.variables).toEqual({ email: 'ann@example.com' });
    const subscriber = await shop.db.selectFrom('newsletter_subscribers').select('lang').where('email', '=', 'ann@example.com').executeTakeFirst();
    expect(subscriber).toEqual({ lang: 1 });
  });
});
