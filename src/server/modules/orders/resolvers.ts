import type { OrderStatus } from '../../../../generated/resolvers';
import { ORDER_STATUS } from '../../../shared/constants';
import * as admin from './admin';
import { createOrder } from './checkout';
import { deleteCountry, listCountries, upsertCountry } from './countries';
import { listOrders, orderById, orderCalendar } from './lists';
import { lookUpOrder } from './lookup';
import { deletePromoCode, listPromoCodes, upsertPromoCode } from './promo-codes';
import { orderQuote } from './quote';
import { orderPaymentQr } from './payment-qr';
import { requestAmount } from '../../lib/exchange-rate';
import { pick } from '../../lib/input-text';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';

/** The orders domain's root fields, each required, and its types' fields. */
type OrderDomainResolvers = DomainResolvers<
  'order' | 'orderById' | 'ordersWithPagination' | 'orderCalendar' | 'orderSettings' | 'orderCountries' | 'orderQuote' | 'promoCodes',
  | 'createOrder'
  | 'updateOrderStatus'
  | 'updateOrderDeliveryDate'
  | 'updateOrderPayment'
  | 'updateOrderSettings'
  | 'upsertOrderCountry'
  | 'deleteOrderCountry'
  | 'upsertPromoCode'
  | 'deletePromoCode'
>;

/** The schema's names of the stored status numbers 1–6. */
const STATUS_NAMES = Object.fromEntries(Object.entries(ORDER_STATUS).map(([name, value]) => [value, name])) as Record<number, OrderStatus>;

const resolvers: OrderDomainResolvers = {
  Query: {
    order: (_root, args, ctx) => lookUpOrder(ctx, args),
    orderById: (_root, args, ctx) => orderById(ctx, args.id),
    ordersWithPagination: (_root, args, ctx) => listOrders(ctx, args),
    orderCalendar: (_root, args, ctx) => orderCalendar(ctx, args),
    orderSettings: (_root, _args, ctx) => admin.readOrderSettings(ctx),
    orderCountries: (_root, _args, ctx) => listCountries(ctx),
    orderQuote: (_root, args, ctx) => orderQuote(ctx, args),
    promoCodes: (_root, args, ctx) => listPromoCodes(ctx, args),
  },

  Mutation: {
    createOrder: (_root, args, ctx) => createOrder(ctx, args),
    updateOrderStatus: (_root, args, ctx) => admin.updateOrderStatus(ctx, args),
    updateOrderDeliveryDate: (_root, args, ctx) => admin.updateOrderDeliveryDate(ctx, args),
    updateOrderPayment: (_root, args, ctx) => admin.updateOrderPayment(ctx, args),
    updateOrderSettings: (_root, args, ctx) => admin.updateOrderSettings(ctx, args),
    upsertOrderCountry: (_root, args, ctx) => upsertCountry(ctx, args),
    deleteOrderCountry: (_root, args, ctx) => deleteCountry(ctx, args),
    upsertPromoCode: (_root, args, ctx) => upsertPromoCode(ctx, args),
    deletePromoCode: (_root, args, ctx) => deletePromoCode(ctx, args),
  },

  Order: {
    status: (order) => STATUS_NAMES[order.status]!,
    status_history: async (order, _args, ctx) =>
      (await ctx.loaders.byColumn('order_status_changes', 'order_id').load(order.id)).map((change) => ({
        status: STATUS_NAMES[change.status]!,
        created_at: change.created_at,
        note: change.note,
      })),
    customer: (order) => ({
      name: order.customer_name,
      lastname: order.customer_lastname,
      email: order.customer_email,
      phone: order.customer_phone,
      company: order.customer_company,
      vat_number: order.customer_vat_number,
    }),
    delivery: async (order, _args, ctx) => {
      const country = await ctx.loaders.byId('order_countries').load(order.country_id);
      if (!country) throw new Error(`order ${order.id}: country ${order.country_id} is missing`);
      return { address: order.address, city: order.city, zip: order.zip, country };
    },
    items: (order, _args, ctx) => ctx.loaders.byColumn('order_items', 'order_id').load(order.id),
    subtotal: (order) => Number(order.subtotal),
    discount: (order) => Number(order.discount),
    delivery_price: (order) => Number(order.delivery_price),
    total: (order) => Number(order.total),
    user: async (order, _args, ctx) => (order.user_id == null ? null : await ctx.loaders.byId('users').load(order.user_id)),
    payment_qr: (order, _args, ctx) => orderPaymentQr(ctx, order),
  },

  OrderItem: {
    // The product now: null once it has been deleted.
    product: (item, _args, ctx) => ctx.loaders.byId('products').load(item.product_id),
    price: (item) => Number(item.price),
    total: (item) => Number(item.total),
    variant_id: (item) => String(item.variant_id),
    variant_name: (item) => item.variant_name,
  },

  OrderCountry: {
    name: (country, _args, ctx) => pick(country.names, ctx.lang),
    delivery_price: (country, _args, ctx) => requestAmount(ctx, country.delivery_price),
    free_delivery_over: (country, _args, ctx) => (country.free_delivery_over == null ? null : requestAmount(ctx, country.free_delivery_over)),
    delivery_price_rsd: (country) => Number(country.delivery_price),
    free_delivery_over_rsd: (country) => (country.free_delivery_over == null ? null : Number(country.free_delivery_over)),
  },

  PromoCode: {
    discount: (promo) => Number(promo.discount),
  },
};

/** Merged with the other domains' in src/server/graphql/resolvers.ts. */
export const orderResolvers = asResolvers(resolvers);
