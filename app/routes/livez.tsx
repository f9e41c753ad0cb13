// Nothing but the process is checked; also the framework's floor in `npm run bench`.
export function loader() {
  return new Response("ok", {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
