// V8 flags for the provider process, shared by `npm start` and `npm run bench:provider` so the
// bench measures the process as it runs. A 4 MB young generation (default 16 MB per semi-space)
// keeps resident memory under the 200 MB target under load (peak 205 -> ~180 MB measured) for a
// few more, cheap scavenges.
export const PROVIDER_NODE_FLAGS = ["--max-semi-space-size=4"];
