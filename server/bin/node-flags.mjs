// Shared with `npm run bench:provider` so the bench measures the process as it runs
// (docs/performance.md, "Provider memory").
export const PROVIDER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=50"];
