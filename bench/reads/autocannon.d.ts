// The part of autocannon's API the read bench uses (the package ships no types).
declare module "autocannon" {
  interface RequestSpec {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    setupRequest?: (request: RequestSpec) => RequestSpec;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    timeout?: number;
    requests?: RequestSpec[];
  }
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
