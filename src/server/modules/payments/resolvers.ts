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
    // Latest attempt first; through the request's loader, so a list of orders asks once for them all.
    card_payments: async (order, _args, ctx) => [...(await ctx.loaders.byColumn('card_payments', 'order_id', 'attempt').load(order.id))].reverse(),
  },
  CardPayment: {
    amount_rsd: (payment) => Number(payment.amount_rsd),
  },
};

/** Merged with the other domains' in src/server/graphql/resolvers.ts. */
export const paymentResolvers = asResolvers(resolvers);
