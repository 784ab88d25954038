/**
 * Prometheus metrics of one app (issue 28), in a registry of its own: the tests build many apps in one process, and
 * prom-client's global registry would refuse the second app's metrics. The names are listed in docs/operations.md
 * and queried by docs/grafana-dashboard.json (a test checks that every name it queries is served).
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/database';

/** What the business counters count; each is incremented where it happens (countBusiness). */
export const BUSINESS_EVENTS = {
  sale: ['app_sales_total', 'Certificates sold by staff (POST /gw/certificates, /gw/v2/certificates)'],
  payment: ['app_payments_total', 'Payments the acquirer confirmed that activated an order'],
  paymentFailed: ['app_payments_failed_total', 'Payments the acquirer reported failed'],
  refund: ['app_refunds_total', 'Payments refunded through the acquirer'],
  smsSent: ['app_sms_sent_total', 'SMS handed to the SMS provider'],
  smsFailed: ['app_sms_failed_total', 'SMS given up after their last attempt or reported undelivered'],
} as const;
export type BusinessEvent = keyof typeof BUSINESS_EVENTS;

/** Seconds: from a cached read (1 ms) to the slowest report the overload check lets through. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

export class AppMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'] as const, registers: [this.registry] });
  readonly requestDuration = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern', labelNames: ['method', 'route', 'status_class'] as const, buckets: HTTP_BUCKETS, registers: [this.registry] });
  readonly queryDuration = new Histogram({ name: 'db_query_duration_seconds', help: 'Time of one database query', labelNames: ['outcome'] as const, buckets: QUERY_BUCKETS, registers: [this.registry] });
  private readonly business = Object.fromEntries(
    Object.entries(BUSINESS_EVENTS).map(([event, [name, help]]) => [event, new Counter({ name, help, registers: [this.registry] })]),
  ) as Record<BusinessEvent, Counter>;
  private defaults = false;

  count(event: BusinessEvent): void {
    this.business[event].inc();
  }

  /** A gauge read when scraped. */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (gauge: Gauge<L>) => void | Promise<void>): void {
    new Gauge<L>({ name, help, labelNames, registers: [this.registry], async collect() { await read(this); } });
  }

  /**
   * The Prometheus text. Node's default metrics (event-loop lag, heap, RSS, GC) start with the first scrape: their
   * event-loop monitor would otherwise run in each of the many apps a test file builds.
   */
  async text(): Promise<string> {
    if (!this.defaults) {
      collectDefaultMetrics({ register: this.registry });
      this.defaults = true;
    }
    return this.registry.metrics();
  }
}

// the app's metrics reached from the services that only get its database (sales, payments, the outbox)
const byDatabase = new WeakMap<object, AppMetrics>();
export const attachMetrics = (db: Db, metrics: AppMetrics) => byDatabase.set(db, metrics);

/** Counts a business event of the app whose database `db` (or a transaction of it) is; nothing for a database without an app (a script). */
export function countBusiness(db: Db, event: BusinessEvent): void {
  byDatabase.get(db)?.count(event);
}
