import '../../../support/happy-dom-globals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issueAccountToken } from '../../../../../src/server/modules/users/tokens';
import { renderApp, sentOperations, useTestShop } from '../../../support/test-shop';

const shop = useTestShop();
const LOAD = { timeout: 10_000 };

describe('the e-mail confirmation link', () => {
  it('confirms the address once, in Serbian, from the path the e-mail links to', async () => {
    const user = await shop.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    await shop.db.updateTable('users').set({ verified: false }).where('id', '=', user.id).execute();
    const token = await issueAccountToken(shop.db, 'user_verify', user.id, null);
    const verified = async () => (await shop.db.selectFrom('users').select('verified').where('id', '=', user.id).executeTakeFirstOrThrow()).verified;
    renderApp(`/nalog/potvrdi/${token}`);
    expect(await screen.findByText('Hvala! Vaša e-adresa je potvrđena.', {}, LOAD)).toBeTruthy();
    expect(await verified()).toBe(true);
    expect(sentOperations('UserVerify')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Na moj nalog' }).getAttribute('href')).toBe('/nalog/login');
  });

  it('says an used or unknown link has expired, in English', async () => {
    renderApp('/account/verify/nepostojeci-token-0000');
    expect(await screen.findByRole('heading', { name: 'E-mail confirmation' }, LOAD)).toBeTruthy();
    expect((await screen.findByText(/expired|not valid|invalid/i, {}, LOAD)).closest('.error-box')).toBeTruthy();
  });
});
