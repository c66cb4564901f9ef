// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string;
    /** Requests in turn; setupRequest may rewrite each before it is sent. */
    requests?: { setupRequest?: (request: { body?: string }) => { body?: string } }[];
    /** Seconds before a request counts as timed out (10 by default). */
    timeout?: number;
  }
  interface Result {
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Instance;
}
