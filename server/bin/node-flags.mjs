// Shared with `npm run bench:provider` so the bench measures the process as it runs
// (docs/performance.md, "Provider memory").
export const PROVIDER_NODE_FLAGS = ["--max-semi-space-size=4", "--heap-growing-percent=50"];

// The app's render allocates a page's worth of short-lived objects per request; with 32 MB
// semi-spaces more of it dies young: 3-12 % less CPU per rendered page, 30-50 MB more peak
// resident (docs/performance.md, "Where a request's time goes", 2026-11-28 evening).
export const APP_NODE_FLAGS = ["--max-semi-space-size=32"];
