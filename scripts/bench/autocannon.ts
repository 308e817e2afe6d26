// autocannon ships no types; the little of its API the benchmarks use (bench-api.ts, bench-numbers.ts).
export interface BenchRequest {
  method: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}
export interface BenchOptions {
  url?: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  requests?: BenchRequest[];
}
export interface BenchResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
