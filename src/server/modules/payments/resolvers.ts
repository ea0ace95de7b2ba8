import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';
import { startCardPayment } from './card-form';
import { changeOrderPaymentMethod } from './switch-method';
import { reverseCardPayment } from './reverse';

type PaymentDomainResolvers = DomainResolvers<never, 'startCardPayment' | 'changeOrderPaymentMethod' | 'reverseCardPayment'>;

const resolvers: PaymentDomainResolvers = {
  Query: {},
  Mutation: {
    startCardPayment: (_root, args, ctx) => startCardPayment(ctx, args),
    changeOrderPaymentMethod: (_root, args, ctx) => changeOrderPaymentMethod(ctx, args),
    reverseCardPayment: (_root, args, ctx) => reverseCardPayment(ctx, args),
  },
  Order: {
    card_payments: (order, _args, ctx) =>
      ctx.db.selectFrom('card_payments').selectAll().where('order_id', '=', order.id).orderBy('attempt', 'desc').execute(),
  },
  CardPayment: {
    amount_rsd: (payment) => Number(payment.amount_rsd),
  },
};

/** Merged with the other domains' in src/server/graphql/resolvers.ts. */
export const paymentResolvers = asResolvers(resolvers);
