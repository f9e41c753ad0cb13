// `npx tsx tests/bench/ab.mjs <other checkout> [target ...]` (both checkouts built): one change
// judged against another on the same machine in the same minutes. A single `npm run bench` row
// moves by 15 % to 2x on these shared machines as their speed drifts (docs/performance.md,
// "Judging a change"), more than most changes are worth, so this starts the product from each
// checkout side by side (demo content, temporary data) and loads them in turns, the order swapped
// every round, and reports each round's ratio of this checkout to the other: two measurements a
// few seconds apart meet the same machine. Targets: `/`, `/services`, `/FAQs` (the default) and
// any path, rendered (a new cookie per request, as the bench's rendered rows),
// `signed-in:/path` for the bench's signed-in rows (one visitor's session on every request), or
// `provider:/api/...` for the provider. AB_ROUNDS (6), AB_SECONDS (5), AB_CONNECTIONS (20),
// AB_THIS_ENV (below). Each side's median p97.5 is printed too: the bench's latency targets.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { fmt, machineLine, measure, processTree, table } from "./lib/measure.mjs";
import { API_KEY, startProduct, visitorCookie } from "./lib/product.mjs";
import { cleanup } from "./lib/processes.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const [other, ...named] = process.argv.slice(2);
if (!other) {
  console.error("usage: npx tsx tests/bench/ab.mjs <other checkout> [/path | provider:/api/...]");
  process.exit(2);
}
const ROUNDS = Number(process.env.AB_ROUNDS) || 6;
const SECONDS = Number(process.env.AB_SECONDS) || 5;
const CONNECTIONS = Number(process.env.AB_CONNECTIONS) || 20;
const targets = named.length ? named : ["/", "/services", "/FAQs"];
// A setting judged on one checkout: `AB_THIS_ENV='{"APP_WORKERS":"3"}' ... ab.mjs .` runs both
// sides from this checkout, this one with the variables added.
const thisEnv = JSON.parse(process.env.AB_THIS_ENV || "{}");

let renderCount = 0;
function requestFor(product, target, visitor) {
  if (target.startsWith("signed-in:")) {
    return {
      url: `${product.base}${target.slice("signed-in:".length)}`,
      headers: { cookie: visitor },
    };
  }
  if (target.startsWith("provider:")) {
    const headers = { apikey: API_KEY, lang: "en", accept: "application/json" };
    return { url: `${product.providerBase}${target.slice("provider:".length)}`, headers };
  }
  const setupRequest = (req) => ({
    ...req,
    headers: { ...req.headers, cookie: `render=${++renderCount}` },
  });
  return { url: `${product.base}${target}`, requests: [{ setupRequest }] };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

try {
  const sides = [];
  for (const [name, dir] of [
    ["other", path.resolve(other)],
    ["this", root],
  ]) {
    console.log(`starting ${name} (${dir}) ...`);
    const env = name === "this" ? thisEnv : {};
    const product = await startProduct(dir, { categories: 0, env });
    let visitor = null;
    if (targets.some((t) => t.startsWith("signed-in:"))) {
      const session = await visitorCookie(product.base, product.providerBase);
      if (!session.cookie) throw new Error(`${name}: ${session.reason}`);
      visitor = session.cookie;
    }
    sides.push({ name, product, visitor, pids: processTree(product.child.pid) });
  }
  const rounds = new Map(targets.map((t) => [t, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const target of targets) {
      const pair = {};
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        const r = await measure(requestFor(side.product, target, side.visitor), {
          connections: CONNECTIONS,
          duration: SECONDS,
          serverPids: side.pids,
        });
        pair[side.name] = r;
        console.log(
          `  round ${round + 1} ${target} ${side.name}: ${fmt(r.rps, 0)} req/s, ${fmt(r.cpuPerReq, 2)} CPU ms/req, p97.5 ${fmt(r.p97_5, 1)} ms, load ${fmt(r.load)}`,
        );
      }
      rounds.get(target).push(pair);
    }
  }
  console.log(`\nab: ${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections`);
  console.log(`${new Date().toISOString()}, ${machineLine()}\n`);
  const rows = targets.map((target) => {
    const pairs = rounds.get(target);
    const of = (side, key) => median(pairs.map((p) => p[side][key]));
    const ratio = (key) => pairs.map((p) => p.this[key] / p.other[key]);
    const faster = ratio("rps").filter((x) => x > 1).length;
    return [
      target,
      fmt(of("other", "rps"), 0),
      fmt(of("this", "rps"), 0),
      fmt(median(ratio("rps")), 3),
      `${faster} of ${pairs.length}`,
      fmt(of("other", "cpuPerReq"), 2),
      fmt(of("this", "cpuPerReq"), 2),
      fmt(median(ratio("cpuPerReq")), 3),
      fmt(of("other", "p97_5"), 1),
      fmt(of("this", "p97_5"), 1),
    ];
  });
  console.log(
    table(
      [
        "target",
        "other req/s",
        "this req/s",
        "this/other req/s (median of rounds)",
        "rounds this faster",
        "other CPU ms/req",
        "this CPU ms/req",
        "this/other CPU",
        "other p97.5 ms",
        "this p97.5 ms",
      ],
      rows,
    ),
  );
} finally {
  await cleanup();
}
