/** The throttle state every Admin GraphQL answer carries in `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

/** An answer's `extensions.cost`. */
export interface QueryCost {
  requestedQueryCost?: number | null;
  actualQueryCost?: number | null;
  throttleStatus?: ThrottleStatus | null;
}

/**
 * One shop's cost-based throttle as ShopScript estimates it (Shopify's leaky bucket, per app and store): before
 * a query runs the bucket must hold its requested cost, the difference to the actual cost is refunded after it
 * ran, and the bucket fills again at `restoreRate` points a second up to `maximumAvailable`. Every answer's
 * throttleStatus (a THROTTLED one too) resets the estimate to what Shopify said was left; between answers it
 * grows at the restore rate. Before each call `wait` says how long to hold it back so that the expected cost
 * (the requestedQueryCost of this operation's last answer, else the caller's estimate) is in the bucket: the
 * call is sent when it can run, not refused THROTTLED and sent again. Calls in flight have their expected cost
 * set aside, so callers sharing one shop's budget in this process do not all spend the same points.
 * Another process on the same shop is not seen until the next answer: a THROTTLED answer stays handled.
 */
export class ShopifyThrottleBudget {
  private status?: ThrottleStatus;
  /** When `status` was read (ms, this budget's clock). */
  private at = 0;
  /** Points set aside for calls sent and not answered yet. */
  private inFlight = 0;
  /** The requestedQueryCost of each operation's last answer. */
  private readonly costs = new Map<string, number>();
  /** A waiting caller's turn: callers are let through one at a time, each after its own wait. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** What `operation` is expected to cost: its last requested cost, else `fallback`. */
  expectedCost(operation: string, fallback: number): number {
    return this.costs.get(operation) ?? fallback;
  }

  /** Points in the bucket now, as estimated (undefined before the first answer), calls in flight set aside. */
  available(): number | undefined {
    if (!this.status) return undefined;
    const { maximumAvailable, currentlyAvailable, restoreRate } = this.status;
    const restored = Math.min(maximumAvailable, currentlyAvailable + ((this.now() - this.at) / 1000) * restoreRate);
    return restored - this.inFlight;
  }

  /** How long to wait before a call costing `cost` can run (0 when it can now, or nothing is known yet). */
  waitMs(cost: number): number {
    const available = this.available();
    if (available === undefined || !this.status || this.status.restoreRate <= 0) return 0;
    // A query costs at most the bucket; a cost above it would never fit (Shopify refuses such a query itself).
    const need = Math.min(cost, this.status.maximumAvailable) - available;
    return need > 0 ? Math.ceil((need / this.status.restoreRate) * 1000) : 0;
  }

  /**
   * Waits (with `sleep`) until `operation`'s expected cost is in the bucket, then sets it aside for the call
   * about to be sent; the caller must hand the answer's cost to `answered` (or undefined when none came).
   */
  async reserve(operation: string, fallbackCost: number, sleep: (ms: number) => Promise<void>): Promise<number> {
    const cost = this.expectedCost(operation, fallbackCost);
    const turn = this.queue.then(async () => {
      // The estimate may be wrong by what another process spent: one wait, then the call goes (THROTTLED is handled).
      const ms = this.waitMs(cost);
      if (ms > 0) await sleep(ms);
      this.inFlight += cost;
    });
    this.queue = turn.catch(() => undefined);
    await turn;
    return cost;
  }

  /** A call's answer: its reserved points are released and the estimate becomes what Shopify said. */
  answered(operation: string, reserved: number, cost: QueryCost | undefined): void {
    this.inFlight = Math.max(0, this.inFlight - reserved);
    if (!cost) return;
    if (typeof cost.requestedQueryCost === "number" && cost.requestedQueryCost > 0) this.costs.set(operation, cost.requestedQueryCost);
    const status = cost.throttleStatus;
    if (status && [status.maximumAvailable, status.currentlyAvailable, status.restoreRate].every((n) => typeof n === "number" && Number.isFinite(n))) {
      this.status = { ...status };
      this.at = this.now();
    }
  }
}

/** One budget per shop (Shopify's bucket is per app and store), for the life of this process. */
export function shopifyThrottleBudgets(now?: () => number) {
  const budgets = new Map<string, ShopifyThrottleBudget>();
  return (shop: string): ShopifyThrottleBudget => {
    const key = shop.toLowerCase();
    let budget = budgets.get(key);
    if (!budget) budgets.set(key, (budget = new ShopifyThrottleBudget(now)));
    return budget;
  };
}
