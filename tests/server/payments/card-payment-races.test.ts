/**
 * Card payments where a shopper does more than one thing at once (issue 28, from a review): two tabs
 * on the bank's page, the Back button after a refusal, another way to pay chosen while the bank's
 * page is still open. The shopper is never charged twice by the bank's order numbers, the shop
 * never loses a payment the bank took, and the confirmation is mailed once.
 */
import { describe, expect, test } from 'vitest';
import { serverBackends } from '../support/backends';
import { bankReply, cardShop, SWITCH } from './support';

describe.each(await serverBackends())('card payments, the shopper in two minds, on %s', (backend) => {
  const { shop, place, start, post, lookUp, mailsTo } = cardShop(backend);

  test('a second tab while the first is on the bank page gets the same order number, which the bank pays once', async () => {
    const order = await place();
    const first = await start(order);
    const second = await start(order);
    expect(second.fields.oid).toBe(first.fields.oid);
    expect((await lookUp(order)).card_payments).toHaveLength(1);
  });

  test("the bank's approval after it refused the same try (Back, then Pay) is taken, and mailed once", async () => {
    const order = await place();
    const { fields } = await start(order);
    await post(bankReply(fields, 'decline'));
    expect((await lookUp(order)).payment_status).toBe('FAILED');
    await post(bankReply(fields, 'approve'));
    const paid = await lookUp(order);
    expect(paid).toMatchObject({ payment_status: 'PAID', payment_hold_until: null });
    expect(paid.card_payments[0]).toMatchObject({ status: 'APPROVED', authorization_code: '123456' });
    // A refusal coming after that changes nothing.
    await post(bankReply(fields, 'decline'));
    expect((await lookUp(order)).payment_status).toBe('PAID');
    await shop.server.drained();
    expect(await mailsTo(order.email)).toHaveLength(1);
  });

  test('paid by card after choosing a transfer in another tab: recorded as paid by card, the confirmation not mailed again', async () => {
    const order = await place();
    const { fields } = await start(order);
    expect((await shop.server.request(SWITCH, { code: order.code, key: order.status_key, method: 'BANK_TRANSFER' })).errors).toBeUndefined();
    await shop.server.drained();
    expect(await mailsTo(order.email)).toHaveLength(1);
    await post(bankReply(fields, 'approve'));
    expect(await lookUp(order)).toMatchObject({ payment_method: 'CARD', payment_status: 'PAID' });
    await shop.server.drained();
    expect(await mailsTo(order.email)).toHaveLength(1);
  });
});
