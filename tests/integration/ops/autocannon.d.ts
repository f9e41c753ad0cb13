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
    requests?: Array<
      RawRequest & {
        setupRequest?: (request: RawRequest, context: Context) => RawRequest;
        onResponse?: (status: number, body: string, context: Context) => void;
      }
    >;
  };
  type Result = { errors: number; timeouts: number; non2xx: number; "2xx": number };
  export default function autocannon(options: Options): Promise<Result>;
}
