/**
 * Examples of the card payment operations of operations/orders.graphql (issue 28): a card order
 * placed as a shopper places it, its signed form for the bank's page, paying another way instead,
 * and the administrator's refund of a payment the project's test bank approved.
 */
import { expect } from 'vitest';
import { DEMO_BUYER } from '../support/demo-buyer';
import type { ExampleContext, OperationExamples } from './types';
import { orderableProducts } from './support/orders';
import { payAtTestBank } from '../../support/test-bank';

type Form = { action: string; fields: { name: string; value: string }[] };

/** A card order placed by a visitor: its id, code and status key. */
async function cardOrder(ctx: ExampleContext, purpose: string): Promise<{ id: string; code: string; key: string }> {
  const [product] = await orderableProducts(ctx);
  const placed = await ctx.query(
    'CreateOrder',
    { idempotency_key: `primer-kartica-${purpose}-${ctx.lang}-${Date.now()}`, items: [{ product_id: product, quantity: 1 }], ...DEMO_BUYER, payment_method: 'CARD' },
    'visitor',
  );
  return { id: placed.createOrder.id, code: placed.createOrder.code, key: placed.createOrder.status_key };
}

/** Pays the order on the test bank's page as a shopper does: the form, the card page's "Pay", the reply posted back to the shop. */
async function payAtTestBankFor(ctx: ExampleContext, order: { code: string; key: string }): Promise<void> {
  const { startCardPayment: form } = (await ctx.query('StartCardPayment', { code: order.code, key: order.key }, 'visitor')) as { startCardPayment: Form };
  const { answer } = await payAtTestBank(form);
  if (answer.status !== 303) throw new Error(`the shop did not take the test bank's reply: ${answer.status}`);
}

export const examples: OperationExamples = {
  StartCardPayment: {
    variables: async (ctx) => {
      const order = await cardOrder(ctx, 'forma');
      return { code: order.code, key: order.key };
    },
    check: (data, lang) => {
      const form = data.startCardPayment as Form;
      expect(form.action).toMatch(/\/payments\/test-gateway\/pay$/);
      const fields = Object.fromEntries(form.fields.map((field) => [field.name, field.value]));
      expect(fields).toMatchObject({ storetype: '3d_pay_hosting', trantype: 'Auth', currency: '941', hashAlgorithm: 'ver3', lang: lang === 1 ? 'en' : 'sr' });
      expect(fields.oid).toMatch(/-1$/);
      expect(fields.HASH).toMatch(/^[A-Za-z0-9+/]{86}==$/);
    },
  },
  ChangeOrderPaymentMethod: {
    variables: async (ctx) => {
      const order = await cardOrder(ctx, 'uplata');
      return { code: order.code, key: order.key, payment_method: 'BANK_TRANSFER' };
    },
    check: (data) => {
      const order = data.changeOrderPaymentMethod;
      expect(order).toMatchObject({ payment_method: 'BANK_TRANSFER', payment_status: 'AWAITING', payment_hold_until: null, status: 'IN_PROCESS' });
      expect(order.payment_qr.text).toMatch(/^K:PR\|V:01\|C:1\|R:160000000012345654\|/);
    },
  },
  ReverseCardPayment: {
    as: 'admin',
    variables: async (ctx) => {
      const order = await cardOrder(ctx, 'povracaj');
      await payAtTestBankFor(ctx, order);
      return { id: order.id, action: 'REFUND' };
    },
    check: (data) => {
      const order = data.reverseCardPayment;
      expect(order.payment_status).toBe('REFUNDED');
      expect(order.card_payments[0]).toMatchObject({ status: 'REFUNDED', response: 'Approved', return_code: '00' });
      expect(order.card_payments[0].authorization_code).toMatch(/^\d{6}$/);
    },
  },
};
