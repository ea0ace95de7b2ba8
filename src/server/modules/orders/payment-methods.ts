import type { GraphQLContext } from '../../context';
import type { PaymentMethodName } from './tables';

/** The payment methods checkout offers: the settings' own, but a card only while the server has a card gateway. */
export function offeredMethods(ctx: Pick<GraphQLContext, 'config'>, methods: readonly PaymentMethodName[]): PaymentMethodName[] {
  return methods.filter((method) => method !== 'CARD' || ctx.config.cardGateway != null);
}
