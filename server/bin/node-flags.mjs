// V8 flags for the provider process, shared by `npm start` and `npm run bench:provider` so the
// bench measures the process as it runs (docs/performance.md, "Provider memory").
// - A 4 MB young generation (default 16 MB per semi-space): resident memory under load stays under
//   the 200 MB target (peak 205 -> ~180 MB measured on Node 20) for a few more, cheap scavenges.
// - The old generation may grow to 1.5x what the last full collection kept. Left to itself, V8
//   (Node 22) lets it reach about four times the live heap when collections are cheap: 25 MB live,
//   110 MB committed, and 282-287 MB resident after a burst of saves, against 181-187 MB with this
//   flag at the same throughput (2,400-3,000 saves/s either way).
export const PROVIDER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=50"];
