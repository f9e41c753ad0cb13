// The part of autocannon's programmatic API the ops tests use (the package ships no types).
declare module "autocannon" {
  type Context = Record<string, unknown>;
  type RawRequest = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    /** How often it samples, and so how soon stop() takes effect (ms). */
    sampleInt?: number;
    requests?: Array<
      RawRequest & {
        setupRequest?: (request: RawRequest, context: Context) => RawRequest;
        onResponse?: (status: number, body: string, context: Context) => void;
      }
    >;
  };
  type Result = { errors: number; timeouts: number; non2xx: number; "2xx": number };
  type Instance = Promise<Result> & { stop(): void };
  export default function autocannon(options: Options): Instance;
}
