// Liveness probe: the app process answers, nothing else is checked (healthz also checks the
// provider). With no provider call and no rendering it is the framework's floor in `npm run bench`.
export function loader() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
