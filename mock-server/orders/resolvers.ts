import { randomBytes } from 'node:crypto';
import { isProductVisible } from '../catalog/tables';
import type { MockContext, MockResolvers } from '../context';
import { nowIso } from '../lib/clock';
import { byId, found, nextId } from '../lib/ids';
import { currencyOf, inCurrency } from '../lib/money';
import { paginate } from '../../src/server/lib/paginate';
import { matchesSearch } from '../../src/server/lib/search';
import { newestFirst } from '../lib/sort';
import { pick, pickOrNull, withTranslation } from '../../src/server/lib/translate';
import { inDateRange } from '../stats/tables';
import { logMail } from '../users/mail';
import { fieldError, isIsoDate, optionalText, requiredText } from '../../src/server/lib/field-input';
import { userError } from '../../src/server/errors';
import { ORDER_MAX_QUANTITY, ORDER_STATUS, type OrderStatus } from '../../src/shared/constants';
import { ORDER_CODE_SECRET_LENGTH, orderCodeNumber, orderCodeSecret } from '../../src/shared/order-code';
import { formatPrice } from '../../src/shared/price';
import { checkBuyer, checkCheckoutKey, repeatedCheckout, type OrderArgs as BuyerOrderArgs } from '../../src/server/modules/orders/buyer';
import { addWorkingDays, mergeLines, promoForQuote, quoteAnswer } from '../../src/server/modules/orders/pricing';
import { amountArg, checkPromoCodeInput, type CountryArgs } from '../../src/server/modules/orders/input';
import { cheapestCountry, findPromoCode, priceCart, promoCodeProblem, type CartLine } from './pricing';
import {
  orderCode,
  orderRecord,
  type OrderAddressRecord,
  type OrderCountryRecord,
  type OrderItemRecord,
  type OrderRecord,
  type PaymentMethod,
  type PromoCodeRecord,
} from './tables';

/** The longest order calendar one request may ask for. */
const CALENDAR_MAX_DAYS = 366;
const ok = { success: true, error: null };

const STATUS_LABELS: Record<OrderStatus, [string, string]> = {
  1: ['u obradi', 'in process'],
  2: ['primljena', 'received'],
  3: ['poslata', 'sent'],
  4: ['isporučena', 'delivered'],
  5: ['otkazana', 'cancelled'],
  6: ['reklamacija', 'complaint'],
};

/** The next number of the current year, with a random secret. */
function nextOrderCode(orders: readonly OrderRecord[], now: Date): string {
  const year = now.getUTCFullYear();
  const prefix = orderCodeNumber(orderCode(year, 0)).slice(0, -5);
  const last = orders
    .filter((order) => order.code.startsWith(prefix))
    .reduce((max, order) => Math.max(max, Number(orderCodeNumber(order.code).slice(prefix.length)) || 0), 0);
  return orderCode(year, last + 1, orderCodeSecret(randomBytes(ORDER_CODE_SECRET_LENGTH)));
}

function settingsView(ctx: MockContext) {
  const { db, lang } = ctx;
  const settings = db.orderSettings;
  return {
    min_order_total: inCurrency(db, lang, settings.min_order_total),
    min_order_total_rsd: settings.min_order_total,
    delivery_days: settings.delivery_days,
    payment_methods: [...settings.payment_methods],
    bank_account: settings.bank_account,
    checkout_note: pickOrNull(settings.checkout_notes, lang),
    exchange_rate_eur: db.exchangeRateEur,
  };
}

type OrderArgs = BuyerOrderArgs<PaymentMethod>;

/**
 * Places an order. Everything is checked before anything changes, and there is no `await` from
 * the first check to the last write: JavaScript runs the stock and promo code check-and-decrement
 * at once, so concurrent checkouts cannot both take the last unit or the last use of a code.
 */
function createOrder(ctx: MockContext, args: OrderArgs): OrderRecord {
  const { db, lang } = ctx;
  const key = checkCheckoutKey(lang, args.idempotency_key);
  const { name, lastname, email, phone, address, city, zip, countryId, vatNumber } = checkBuyer(lang, args);
  const earlier = db.orders.find((order) => order.idempotency_key === key);
  if (earlier) return repeatedCheckout(lang, earlier, earlier.customer.email, email);

  if (args.items.length === 0) throw userError(lang, 'emptyCart', { field: 'items' });
  const cart: CartLine[] = mergeLines(args.items).map((item) => {
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > ORDER_MAX_QUANTITY) {
      throw userError(lang, 'invalidQuantity', { field: 'items', params: { max: ORDER_MAX_QUANTITY } });
    }
    const product = byId(db.products, item.product_id);
    if (!product || !isProductVisible(product)) throw userError(lang, 'productUnavailable', { field: 'items' });
    if (product.stock < item.quantity) {
      throw userError(lang, 'outOfStock', { field: 'items', params: { name: pick(product.names, lang) } });
    }
    return { product, quantity: item.quantity };
  });

  const country = byId(db.orderCountries, countryId);
  if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
  if (!db.orderSettings.payment_methods.includes(args.payment_method)) {
    throw userError(lang, 'paymentMethodUnavailable', { field: 'payment_method' });
  }
  const typedPromo = optionalText(args.promo_code);
  const promo = typedPromo ? findPromoCode(db, typedPromo) : undefined;
  if (typedPromo) {
    const problem = promoCodeProblem(promo);
    if (problem) throw userError(lang, problem, { field: 'promo_code' });
  }
  const priced = priceCart(db, lang, cart, country, promo?.discount ?? 0);
  if (priced.subtotal_rsd < db.orderSettings.min_order_total) {
    const amount = `${formatPrice(inCurrency(db, lang, db.orderSettings.min_order_total))} ${currencyOf(lang)}`;
    throw userError(lang, 'minOrderTotal', { field: 'items', params: { amount } });
  }

  // Every check passed: take the stock and the promo code's use, then record the order.
  for (const line of cart) line.product.stock -= line.quantity;
  if (promo) promo.used += 1;
  const now = new Date();
  const createdAt = now.toISOString();
  const lastItemId = db.orders.reduce((max, order) => order.items.reduce((top, item) => Math.max(top, item.id), max), 0);
  const order = orderRecord(
    {
      id: nextId(db.orders),
      code: nextOrderCode(db.orders, now),
      status: ORDER_STATUS.IN_PROCESS,
      status_history: [{ status: ORDER_STATUS.IN_PROCESS, created_at: createdAt, note: null }],
      customer: { name, lastname, email, phone, company: optionalText(args.company), vat_number: vatNumber },
      delivery: { address, city, zip, country_id: country.id },
      payment_method: args.payment_method,
      note: optionalText(args.note),
      lang: lang === 1 ? 1 : 0,
      created_at: createdAt,
      delivery_date: addWorkingDays(now, db.orderSettings.delivery_days),
      user_id: ctx.userId,
      idempotency_key: key,
    },
    priced,
    promo,
    lastItemId + 1,
  );
  db.orders.push(order);
  logMail(email, lang === 1 ? `Order ${order.code} received` : `Porudžbina ${order.code} je primljena`, `${order.total} ${order.currency}`);
  return order;
}

/** Moves an order to `status`; cancelling returns its units to stock, leaving "cancelled" takes them again. */
function changeStatus(ctx: MockContext, order: OrderRecord, status: OrderStatus, note: string | null): void {
  const { db, lang } = ctx;
  const cancelled: OrderStatus = ORDER_STATUS.CANCELLED;
  if (status !== order.status && (status === cancelled || order.status === cancelled)) {
    const direction = status === cancelled ? 1 : -1;
    const lines = order.items.flatMap((item) => {
      const product = byId(db.products, item.product_id);
      return product ? [{ product, quantity: item.quantity }] : [];
    });
    if (direction === -1) {
      const short = lines.find((line) => line.product.stock < line.quantity);
      if (short) throw userError(lang, 'outOfStock', { field: 'status', params: { name: pick(short.product.names, lang) } });
    }
    for (const line of lines) line.product.stock += direction * line.quantity;
  }
  order.status = status;
  order.status_history.push({ status, created_at: nowIso(), note });
  const label = STATUS_LABELS[status][order.lang];
  logMail(order.customer.email, order.lang === 1 ? `Order ${order.code} is ${label}` : `Porudžbina ${order.code}: ${label}`, note ?? '');
}

export const orderResolvers: MockResolvers = {
  /** The schema's names for the stored numbers 1–6 (spec §4). */
  OrderStatus: { ...ORDER_STATUS },

  Query: {
    order: (_root, args: { code: string }, ctx: MockContext) => {
      const code = args.code.trim().toUpperCase();
      return ctx.db.orders.find((order) => order.code === code) ?? null;
    },
    orderById: (_root, args: { id: string }, ctx: MockContext) => byId(ctx.db.orders, args.id) ?? null,
    ordersWithPagination: (
      _root,
      args: {
        page?: number;
        first?: number;
        search?: string | null;
        status?: OrderStatus | null;
        start_date?: string | null;
        end_date?: string | null;
      },
      ctx: MockContext,
    ) => {
      // A phone typed as 063 882 1045 finds +381 63 882 1045: compare digits without the leading zero.
      const digits = args.search?.replace(/\D/g, '').replace(/^0+/, '') ?? '';
      const orders = ctx.db.orders
        .filter((order) => args.status == null || order.status === args.status)
        .filter((order) => inDateRange(order.created_at, args.start_date, args.end_date))
        .filter(
          (order) =>
            matchesSearch(
              args.search,
              order.code,
              `${order.customer.name} ${order.customer.lastname}`,
              order.customer.email,
              order.customer.phone,
            ) ||
            (digits.length >= 4 && order.customer.phone.replace(/\D/g, '').includes(digits)),
        )
        .sort(newestFirst);
      return paginate(orders, args.page, args.first);
    },
    orderCalendar: (_root, args: { start_date: string; end_date: string }, ctx: MockContext) => {
      const { lang } = ctx;
      if (!isIsoDate(args.start_date)) throw fieldError(lang, 'invalidValue', 'start_date');
      if (!isIsoDate(args.end_date) || args.end_date < args.start_date) throw fieldError(lang, 'invalidValue', 'end_date');
      const start = Date.parse(`${args.start_date}T00:00:00.000Z`);
      const days = Math.round((Date.parse(`${args.end_date}T00:00:00.000Z`) - start) / 86_400_000) + 1;
      if (days > CALENDAR_MAX_DAYS) throw fieldError(lang, 'invalidValue', 'end_date');
      return Array.from({ length: days }, (_, offset) => {
        const date = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
        const orders = ctx.db.orders
          .filter((order) => order.delivery_date === date && order.status !== ORDER_STATUS.CANCELLED)
          .sort((a, b) => a.created_at.localeCompare(b.created_at));
        return { date, orders };
      });
    },
    orderSettings: (_root, _args, ctx: MockContext) => settingsView(ctx),
    orderCountries: (_root, _args, ctx: MockContext) =>
      ctx.db.orderCountries
        .filter((country) => ctx.adminId != null || country.active)
        .sort((a, b) => a.position - b.position || a.id - b.id),
    orderQuote: (
      _root,
      args: { items: { product_id: string; quantity: number }[]; country_id?: string | null; promo_code?: string | null },
      ctx: MockContext,
    ) => {
      const { db, lang } = ctx;
      const cart: CartLine[] = mergeLines(args.items).map((item) => {
        if (!Number.isInteger(item.quantity) || item.quantity < 1) {
          throw userError(lang, 'invalidQuantity', { field: 'items', params: { max: ORDER_MAX_QUANTITY } });
        }
        const product = byId(db.products, item.product_id);
        if (!product || !isProductVisible(product)) throw userError(lang, 'productUnavailable', { field: 'items' });
        if (product.stock < 1) throw userError(lang, 'outOfStock', { field: 'items', params: { name: pick(product.names, lang) } });
        // The schema's quote caps what the cart asks for at the order maximum and the stock.
        return { product, quantity: Math.min(item.quantity, ORDER_MAX_QUANTITY, product.stock) };
      });
      let country: OrderCountryRecord | undefined;
      if (args.country_id != null && args.country_id !== '') {
        country = byId(db.orderCountries, args.country_id);
        if (!country || !country.active) throw fieldError(lang, 'countryUnavailable', 'country_id');
      } else {
        country = cheapestCountry(db);
      }
      const typedPromo = optionalText(args.promo_code);
      const promo = typedPromo ? findPromoCode(db, typedPromo) : undefined;
      const { applied, problem } = promoForQuote(typedPromo, promo);
      const priced = priceCart(db, lang, cart, country, applied?.discount ?? 0);
      return quoteAnswer(lang, priced, applied?.code ?? null, problem);
    },
    promoCodes: (_root, args: { page?: number; first?: number; search?: string | null }, ctx: MockContext) =>
      paginate(
        ctx.db.promoCodes.filter((promo) => matchesSearch(args.search, promo.code)).sort(newestFirst),
        args.page,
        args.first,
      ),
  },

  Mutation: {
    createOrder: (_root, args: OrderArgs, ctx: MockContext) => createOrder(ctx, args),

    updateOrderStatus: (_root, args: { id: string; status: OrderStatus; note?: string | null }, ctx: MockContext) => {
      const order = found(ctx, ctx.db.orders, args.id);
      changeStatus(ctx, order, args.status, optionalText(args.note));
      return order;
    },

    updateOrderDeliveryDate: (_root, args: { id: string; delivery_date?: string | null }, ctx: MockContext) => {
      const order = found(ctx, ctx.db.orders, args.id);
      const date = args.delivery_date?.trim() || null;
      if (date !== null && !isIsoDate(date)) throw fieldError(ctx.lang, 'invalidValue', 'delivery_date');
      order.delivery_date = date;
      return order;
    },

    updateOrderSettings: (
      _root,
      args: {
        min_order_total?: number | null;
        delivery_days?: number | null;
        payment_methods?: PaymentMethod[] | null;
        bank_account?: string | null;
        checkout_note?: string | null;
        exchange_rate_eur?: number | null;
      },
      ctx: MockContext,
    ) => {
      const { db, lang } = ctx;
      const settings = db.orderSettings;
      const minTotal = args.min_order_total == null ? settings.min_order_total : amountArg(lang, 'min_order_total', args.min_order_total);
      const deliveryDays = args.delivery_days ?? settings.delivery_days;
      if (!Number.isInteger(deliveryDays) || deliveryDays < 0 || deliveryDays > 60) throw fieldError(lang, 'invalidValue', 'delivery_days');
      const methods = args.payment_methods == null ? settings.payment_methods : [...new Set(args.payment_methods)];
      if (methods.length === 0) throw fieldError(lang, 'invalidValue', 'payment_methods');
      const rate = args.exchange_rate_eur == null ? db.exchangeRateEur : amountArg(lang, 'exchange_rate_eur', args.exchange_rate_eur);
      if (rate <= 0) throw fieldError(lang, 'invalidValue', 'exchange_rate_eur');

      settings.min_order_total = minTotal;
      settings.delivery_days = deliveryDays;
      settings.payment_methods = methods;
      if (args.bank_account !== undefined) settings.bank_account = optionalText(args.bank_account);
      if (args.checkout_note !== undefined) {
        settings.checkout_notes = withTranslation(settings.checkout_notes, lang, args.checkout_note?.trim() ?? '');
      }
      db.exchangeRateEur = rate;
      return settingsView(ctx);
    },

    upsertOrderCountry: (_root, args: CountryArgs, ctx: MockContext) => {
      const { db, lang } = ctx;
      const existing = args.id == null ? undefined : found(ctx, db.orderCountries, args.id);
      const name = requiredText(lang, 'name', args.name);
      const code = requiredText(lang, 'code', args.code).toUpperCase();
      if (!/^[A-Z]{2}$/.test(code)) throw fieldError(lang, 'invalidValue', 'code');
      if (db.orderCountries.some((country) => country.code === code && country !== existing)) {
        throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });
      }
      const deliveryPrice = amountArg(lang, 'delivery_price', args.delivery_price);
      const freeOver = args.free_delivery_over == null ? null : amountArg(lang, 'free_delivery_over', args.free_delivery_over);
      if (args.position != null && (!Number.isInteger(args.position) || args.position < 1)) {
        throw fieldError(lang, 'invalidValue', 'position');
      }

      if (existing) {
        existing.names = withTranslation(existing.names, lang, name);
        existing.code = code;
        existing.delivery_price = deliveryPrice;
        if (args.free_delivery_over !== undefined) existing.free_delivery_over = freeOver;
        if (args.active != null) existing.active = args.active;
        if (args.position != null) existing.position = args.position;
        return existing;
      }
      const country: OrderCountryRecord = {
        id: nextId(db.orderCountries),
        // Both languages start with the name given; the other language's is translated later.
        names: [name, name],
        code,
        delivery_price: deliveryPrice,
        free_delivery_over: freeOver,
        active: args.active ?? true,
        position: args.position ?? db.orderCountries.reduce((max, row) => Math.max(max, row.position), 0) + 1,
      };
      db.orderCountries.push(country);
      return country;
    },

    deleteOrderCountry: (_root, args: { id: string }, ctx: MockContext) => {
      const { db, lang } = ctx;
      const country = found(ctx, db.orderCountries, args.id);
      if (db.orders.some((order) => order.delivery.country_id === country.id)) {
        throw userError(lang, 'countryInUse', { field: 'id', code: 'CONFLICT' });
      }
      db.orderCountries = db.orderCountries.filter((row) => row !== country);
      for (const user of db.users) if (user.country_id === country.id) user.country_id = null;
      return ok;
    },

    upsertPromoCode: (
      _root,
      args: {
        id?: string | null;
        code: string;
        discount: number;
        usage_count?: number | null;
        expires_at?: string | null;
        active?: boolean | null;
      },
      ctx: MockContext,
    ) => {
      const { db, lang } = ctx;
      const existing = args.id == null ? undefined : found(ctx, db.promoCodes, args.id);
      const { code, usageCount, expires } = checkPromoCodeInput(lang, args, existing?.usage_count);
      const expiresAt = expires !== undefined ? (expires?.toISOString() ?? null) : existing ? existing.expires_at : null;
      if (db.promoCodes.some((promo) => promo.code.toUpperCase() === code && promo !== existing)) {
        throw userError(lang, 'codeTaken', { field: 'code', code: 'CONFLICT' });
      }

      const promo: PromoCodeRecord = existing ?? {
        id: nextId(db.promoCodes),
        code,
        discount: args.discount,
        usage_count: usageCount,
        used: 0,
        expires_at: expiresAt,
        active: true,
        created_at: nowIso(),
      };
      promo.code = code;
      promo.discount = args.discount;
      promo.usage_count = usageCount;
      promo.expires_at = expiresAt;
      if (args.active != null) promo.active = args.active;
      if (!existing) db.promoCodes.push(promo);
      return promo;
    },

    deletePromoCode: (_root, args: { id: string }, ctx: MockContext) => {
      const promo = found(ctx, ctx.db.promoCodes, args.id);
      // Orders keep the code they were placed with: they store it as text.
      ctx.db.promoCodes = ctx.db.promoCodes.filter((row) => row !== promo);
      return ok;
    },
  },

  Order: {
    user: (order: OrderRecord, _args, ctx: MockContext) => byId(ctx.db.users, order.user_id) ?? null,
  },
  OrderAddress: {
    country: (address: OrderAddressRecord, _args, ctx: MockContext) => byId(ctx.db.orderCountries, address.country_id),
  },
  OrderItem: {
    product: (item: OrderItemRecord, _args, ctx: MockContext) => byId(ctx.db.products, item.product_id) ?? null,
  },
  OrderCountry: {
    name: (country: OrderCountryRecord, _args, ctx: MockContext) => pick(country.names, ctx.lang),
    delivery_price: (country: OrderCountryRecord, _args, ctx: MockContext) => inCurrency(ctx.db, ctx.lang, country.delivery_price),
    delivery_price_rsd: (country: OrderCountryRecord) => country.delivery_price,
    free_delivery_over_rsd: (country: OrderCountryRecord) => country.free_delivery_over,
    free_delivery_over: (country: OrderCountryRecord, _args, ctx: MockContext) =>
      country.free_delivery_over == null ? null : inCurrency(ctx.db, ctx.lang, country.free_delivery_over),
  },
};
