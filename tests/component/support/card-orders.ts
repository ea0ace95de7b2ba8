/** Card payments in the component tests' shop (which has the test bank): card orders, the form a page posts to the bank, a server without a gateway. */
import { vi } from 'vitest';
import type { Insertable } from 'kysely';
import { ORDER_STATUS } from '../../../src/shared/constants';
import * as graphqlContext from '../../../src/server/graphql/build-context';
import type { CardPaymentsTable } from '../../../src/server/modules/payments/tables';
import type { TestShop } from './test-shop';

/** The shop's server as it starts without PAYMENT_GATEWAY, for one test (restore the mocks after it): the component tests' shop has the mock's test bank. */
export function withoutCardGateway() {
  const build = graphqlContext.buildContext;
  vi.spyOn(graphqlContext, 'buildContext').mockImplementation(async (...args) => {
    const context = await build(...args);
    return { ...context, config: { ...context.config, cardGateway: null } };
  });
}

/** A form the page posted, as it was when posted. */
export interface PostedForm {
  method: string;
  action: string;
  fields: Record<string, string>;
}

/** Records each form the page submits instead of leaving the page (restore the mocks after the test). */
export function recordFormPosts(): PostedForm[] {
  const posted: PostedForm[] = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    const inputs = [...this.querySelectorAll('input')];
    posted.push({
      method: this.getAttribute('method') ?? '',
      action: this.getAttribute('action') ?? '',
      fields: Object.fromEntries(inputs.map((input) => [input.name, input.type === 'hidden' ? input.value : `(${input.type})`])),
    });
  });
  return posted;
}

export type Try = Omit<Insertable<CardPaymentsTable>, 'order_id' | 'attempt' | 'order_number' | 'amount_rsd'>;

export const APPROVED: Try = {
  status: 'APPROVED',
  transaction_date: new Date('2026-03-02T10:15:00Z'),
  authorization_code: 'P38215',
  transaction_id: '26061KfGB12345',
  response: 'Approved',
  return_code: '00',
  masked_card: '435508***4358',
};
export const DECLINED: Try = {
  status: 'DECLINED',
  transaction_date: new Date('2026-03-02T10:05:00Z'),
  transaction_id: '26061KfGB12001',
  response: 'Declined',
  return_code: '05',
  message: 'Nedovoljno sredstava',
  masked_card: '522222***1111',
};

/**
 * A guest's Serbian order in process made a card order with its tries (the last given is the
 * newest): paid, awaiting payment within a 30 minutes' hold (FAILED after a refused try), or
 * cancelled once its hold ended. The tries are numbered from `firstAttempt`: the test bank remembers
 * the numbers it saw for the worker's life.
 */
export async function cardOrder(shop: TestShop, tries: Try[], state: 'paid' | 'awaiting' | 'cancelled', firstAttempt = 1) {
  const order = await shop.db
    .selectFrom('orders')
    .select(['id', 'code', 'status_key', 'total_rsd', 'customer_email'])
    .where('status', '=', ORDER_STATUS.IN_PROCESS)
    .where('lang', '=', 0)
    .where('user_id', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const refused = tries.at(-1)?.status === 'DECLINED' || tries.at(-1)?.status === 'ERROR';
  await shop.db
    .updateTable('orders')
    .set({
      payment_method: 'CARD',
      status: state === 'cancelled' ? ORDER_STATUS.CANCELLED : ORDER_STATUS.IN_PROCESS,
      payment_status: state === 'paid' ? 'PAID' : refused ? 'FAILED' : 'AWAITING',
      paid_at: state === 'paid' ? new Date(now) : null,
      payment_hold_until: state === 'awaiting' ? new Date(now + 30 * 60_000) : null,
    })
    .where('id', '=', order.id)
    .execute();
  if (tries.length > 0) {
    await shop.db
      .insertInto('card_payments')
      .values(
        tries.map((attempt, index) => ({
          amount_rsd: Number(order.total_rsd),
          ...attempt,
          order_id: order.id,
          attempt: index + firstAttempt,
          order_number: `${order.code}-${index + firstAttempt}`,
          created_at: new Date(now - (tries.length - index) * 60_000),
        })),
      )
      .execute();
  }
  const hold = await shop.db.selectFrom('orders').select('payment_hold_until').where('id', '=', order.id).executeTakeFirstOrThrow();
  return { ...order, hold: hold.payment_hold_until };
}
