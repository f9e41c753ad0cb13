// V8 flags for the provider, shared by `npm start` and `npm run bench:provider` so the bench
// measures the process as it runs: they keep resident memory under the 200 MB target
// (docs/performance.md, "Provider memory").
export const PROVIDER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=50"];
