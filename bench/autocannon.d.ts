/** The part of autocannon's API the benchmark and the load test use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface RequestStep {
    /** Returns the request to send; the context is kept per connection until the step list starts over. */
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    duration?: number;
    amount?: number;
    /** Caps the requests of the whole run without overriding `duration` (as `amount` does). */
    maxOverallRequests?: number;
    headers?: Record<string, string>;
    timeout?: number;
    requests?: RequestStep[];
  }
  interface Result {
    requests: { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
  }
  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void): this;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
