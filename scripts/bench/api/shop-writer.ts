/**
 * The live shop's writes, in a process of its own (neither the load generator nor the
 * orchestrator): anonymous shoppers placing orders at a steady rate through checkout's CreateOrder,
 * and an administrator saving a product every 10 s. It reads the inventory once and keeps each
 * product's stock as its own orders take it, so it never orders what it knows is sold out: every
 * tenth order takes 1–3 units of one of the few products with the least stock (under 10), so those
 * sell out during the run; the others take what the minimum order total needs of a random product
 * in stock. A failed order (an HTTP error or a GraphQL error) is counted, never retried.
 */
import { deliveryCountry, editProductPrice, placeOrder, readInventory, signIn, unitsFor, type Stocked } from './shop-writes';
import { persistedIdsByOperation, type Lang } from './requests';

export type WriterMessage =
  | { type: 'start'; url: string; adminEmail: string; adminPassword: string }
  | { type: 'rate'; ordersPerSecond: number; adminEditSeconds: number }
  | { type: 'report' }
  | { type: 'stop' };

export interface WriterReady {
  products: number;
  lowStock: number;
}

export interface WriterReport {
  seconds: number;
  ordersPlaced: number;
  ordersFailed: number;
  soldOut: number;
  adminEdits: number;
  adminEditsFailed: number;
  orderP50Ms: number;
  orderP99Ms: number;
  /** The first few failures, to say why. */
  failures: string[];
}

/** Products with less stock than this are the ones a tenth of the orders empty. */
const LOW_STOCK = 10;
/** How many of them the low-stock orders share at a time: few, so some sell out in a run. */
const LOW_STOCK_FOCUS = 5;

let url = '';
let adminToken = '';
let countryId = '';
let low: Stocked[] = [];
let rest: Stocked[] = [];
let state = fresh();
let timers: NodeJS.Timeout[] = [];
const inFlight = new Set<Promise<unknown>>();
let orderNumber = 0;

function fresh() {
  return { startedAt: performance.now(), placed: 0, failed: 0, soldOut: 0, edits: 0, editsFailed: 0, latencies: [] as number[], failures: [] as string[] };
}

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

/** The next order's product and units, taken from the known stock at once; null when nothing is left to order. */
function nextLine(): { product: Stocked; quantity: number } | null {
  orderNumber += 1;
  const lowStock = orderNumber % 10 === 0 && low.length > 0;
  const from = lowStock ? low.slice(0, LOW_STOCK_FOCUS) : rest;
  for (let tries = 0; tries < 20; tries += 1) {
    const product = pick(from);
    if (!product) return null;
    const quantity = unitsFor(product, lowStock ? 1 + Math.floor(Math.random() * 3) : 1);
    if (quantity === 0) {
      // Too little left for the minimum total: not orderable any more, as far as this process knows.
      (lowStock ? low : rest).splice((lowStock ? low : rest).indexOf(product), 1);
      continue;
    }
    product.stock -= quantity;
    if (product.stock === 0) {
      state.soldOut += 1;
      (lowStock ? low : rest).splice((lowStock ? low : rest).indexOf(product), 1);
    }
    return { product, quantity };
  }
  return null;
}

function track(work: Promise<unknown>) {
  inFlight.add(work);
  void work.finally(() => inFlight.delete(work));
}

function order() {
  const line = nextLine();
  if (!line) {
    state.failed += 1;
    state.failures.push('no product left in stock to order');
    return;
  }
  const started = performance.now();
  const lang = (orderNumber % 2) as Lang;
  track(
    placeOrder(url, orderNumber, countryId, { product_id: line.product.id, ...(line.product.variant_id ? { variant_id: line.product.variant_id } : {}), quantity: line.quantity }, lang).then((answer) => {
      state.latencies.push(performance.now() - started);
      if ('error' in answer) {
        state.failed += 1;
        if (state.failures.length < 5) state.failures.push(`order of ${line.quantity} × product ${line.product.id}: ${answer.error}`);
      } else state.placed += 1;
    }),
  );
}

function edit() {
  const product = pick(rest) ?? pick(low);
  if (!product) return;
  track(
    editProductPrice(url, adminToken, product.id).then((answer) => {
      if ('error' in answer) {
        state.editsFailed += 1;
        if (state.failures.length < 5) state.failures.push(`admin edit of product ${product.id}: ${answer.error}`);
      } else state.edits += 1;
    }),
  );
}

/** Calls `work` every `ms`, on a fixed schedule from now (a late tick does not push the next ones back). */
function every(ms: number, work: () => void) {
  const start = performance.now();
  let n = 0;
  const tick = () => {
    n += 1;
    work();
    const timer = setTimeout(tick, Math.max(0, start + n * ms - performance.now()));
    timers.push(timer);
  };
  timers.push(setTimeout(tick, ms));
}

function stopSchedule() {
  for (const timer of timers) clearTimeout(timer);
  timers = [];
}

const percentile = (sorted: number[], p: number) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!) : 0);

async function handle(message: WriterMessage): Promise<unknown> {
  switch (message.type) {
    case 'start': {
      url = message.url;
      adminToken = await signIn(url, message.adminEmail, message.adminPassword);
      countryId = await deliveryCountry(url, persistedIdsByOperation());
      const inventory = await readInventory(url, adminToken);
      low = inventory.filter((product) => product.stock < LOW_STOCK).sort((a, b) => a.stock - b.stock);
      rest = inventory.filter((product) => product.stock >= LOW_STOCK);
      return { products: inventory.length, lowStock: low.length } satisfies WriterReady;
    }
    case 'rate':
      stopSchedule();
      state = fresh();
      if (message.ordersPerSecond > 0) {
        every(1000 / message.ordersPerSecond, order);
        every(message.adminEditSeconds * 1000, edit);
      }
      return { ok: true };
    case 'report': {
      stopSchedule();
      await Promise.all([...inFlight]);
      const sorted = [...state.latencies].sort((a, b) => a - b);
      return {
        seconds: (performance.now() - state.startedAt) / 1000,
        ordersPlaced: state.placed,
        ordersFailed: state.failed,
        soldOut: state.soldOut,
        adminEdits: state.edits,
        adminEditsFailed: state.editsFailed,
        orderP50Ms: percentile(sorted, 0.5),
        orderP99Ms: percentile(sorted, 0.99),
        failures: state.failures,
      } satisfies WriterReport;
    }
    case 'stop':
      stopSchedule();
      process.exit(0);
  }
}

process.on('message', (message: WriterMessage) => {
  handle(message).then(
    (answer) => process.send?.(answer),
    (error: unknown) => process.send?.({ error: (error as Error).stack ?? String(error) }),
  );
});
process.once('disconnect', () => process.exit(0));
