// The reference row of `npm run bench`: what this machine can serve at best.
import http from "node:http";
import { freePort } from "./measure.mjs";

export /** The same bytes as `/`, from Node's own http server: what this machine can do at best. */
async function staticCeiling(base) {
  const res = await fetch(`${base}/`);
  const body = Buffer.from(await res.arrayBuffer());
  const server = http.createServer((_req, reply) => {
    reply.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    reply.end(body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${port}/`, bytes: body.length };
}
