// docs/deploy/compose.yaml's setup started with plain `docker` commands read from the file: one
// PostgreSQL, two replicas on a fresh shared volume, Caddy in front; then a stop and start, and a
// backup taken from the image restored into an empty database and storage.
import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  docker,
  dockerOk,
  interpolate,
  logs,
  nonJsonLines,
  published,
  track,
  waitAnswer,
  waitHealthy,
} from "./docker.mjs";
import { COUNTED, FIRST_START_LIMIT_S } from "./single.mjs";

const secret = () => randomBytes(24).toString("hex");

/** `["a=b", ...]` or `{a: b}` as `-e` flags, interpolated. */
function envFlags(environment, vars, overrides = {}) {
  const pairs = Array.isArray(environment)
    ? environment.map((line) => line.split(/=(.*)/s).slice(0, 2))
    : Object.entries(environment ?? {});
  const merged = {
    ...Object.fromEntries(pairs.map(([k, v]) => [k, interpolate(String(v), vars)])),
    ...overrides,
  };
  return Object.entries(merged).flatMap(([k, v]) => ["-e", `${k}=${v}`]);
}

export async function replicasOnPostgres({ image, run, check, compose, root }) {
  const vars = {
    POSTGRES_PASSWORD: secret(),
    SESSION_SECRET: secret(),
    TOKEN_SECRET: secret(),
    PROVIDER_API_KEY: secret(),
    ADMIN_PASSWORD: `replicas-${run}-password`,
  };
  const names = Object.fromEntries(
    ["db", "app1", "app2", "proxy"].map((s) => [s, `company-site-test-${s}-${run}`]),
  );
  const volume = (name) => track("volume", `company-site-test-${name}-${run}`);
  const network = track("network", `company-site-test-site-${run}`);
  const subnet = compose.networks.site.ipam.config[0].subnet;
  await docker(["network", "create", "--subnet", subnet, network]);
  const mounts = (service, renames = {}) =>
    (compose.services[service].volumes ?? []).flatMap((spec) => {
      const [source, ...rest] = spec.split(":");
      const from = source.startsWith(".")
        ? path.resolve(path.dirname(path.join(root, "docs/deploy/compose.yaml")), source)
        : (renames[source] ?? volume(source));
      return ["-v", [from, ...rest].join(":")];
    });
  const db = compose.services.db;
  const app = compose.services.app1;
  const grace = String(Number.parseInt(app.stop_grace_period, 10));
  const sharedVolumes = {};
  const replicaArgs = (service) => {
    const args = compose.services[service].volumes.map((spec) => spec.split(":")[0]);
    for (const name of args) sharedVolumes[name] ??= volume(name);
    return [
      "--network",
      network,
      "--network-alias",
      service,
      "--stop-timeout",
      grace,
      ...mounts(service, sharedVolumes),
      ...envFlags(app.environment, vars),
    ];
  };
  const psql = (database, query) =>
    docker(["exec", names.db, "psql", "-U", "site", "-d", database, "-tAc", query]);
  const counts = async (database) => {
    const rows = [];
    for (const table of COUNTED)
      rows.push(`${table}=${await psql(database, `select count(*) from ${table}`)}`);
    return rows.join(" ");
  };

  await check("PostgreSQL: the database starts", async () => {
    await docker([
      "run",
      "-d",
      "--name",
      track("container", names.db),
      "--network",
      network,
      "--network-alias",
      "db",
      ...mounts("db"),
      ...envFlags(db.environment, vars),
      db.image,
    ]);
    const probe = db.healthcheck.test.slice(1);
    const since = Date.now();
    while (!(await dockerOk(["exec", names.db, ...probe]))) {
      if (Date.now() - since > 120_000) throw new Error(`${probe.join(" ")} never succeeded`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return `${probe.join(" ")} after ${((Date.now() - since) / 1000).toFixed(1)} s`;
  });

  let before = "";
  await check(
    "PostgreSQL: two replicas healthy on a fresh shared volume, one admin, one seed",
    async () => {
      const since = Date.now();
      for (const service of ["app1", "app2"]) {
        await docker([
          "run",
          "-d",
          "--name",
          track("container", names[service]),
          ...replicaArgs(service),
          image,
        ]);
      }
      // Each replica's own /healthz, on its address in the network, and docker's verdict.
      const answered = [];
      const times = [];
      for (const service of ["app1", "app2"]) {
        const ip = await docker([
          "inspect",
          "-f",
          "{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}",
          names[service],
        ]);
        answered.push(await waitAnswer(`http://${ip}:3000/healthz`, since, 60_000));
      }
      for (const service of ["app1", "app2"])
        times.push(await waitHealthy(names[service], since, 60_000));
      if (Math.max(...answered) > FIRST_START_LIMIT_S) {
        throw new Error(`/healthz 200 only after ${answered.join(" and ")} s`);
      }
      const proxy = compose.services.proxy;
      await docker([
        "run",
        "-d",
        "--name",
        track("container", names.proxy),
        "--network",
        network,
        "--ip",
        proxy.networks.site.ipv4_address,
        "-p",
        "127.0.0.1::80",
        ...mounts("proxy"),
        proxy.image,
      ]);
      const front = await published(names.proxy, 80);
      let home = 0;
      for (let i = 0; i < 40 && home !== 200; i++) {
        home = await fetch(`http://${front}/`).then(
          (r) => r.status,
          () => 0,
        );
        if (home !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (home !== 200) throw new Error(`/ through the proxy answered ${home}`);
      const admins = await psql("site", "select count(*) from users where role = 'admin'");
      if (admins !== "1") throw new Error(`${admins} admins`);
      before = await counts("site");
      const both = (list) => list.map((t) => `${t.toFixed(1)} s`).join(" and ");
      return `/healthz 200 after ${both(answered)}, docker healthy after ${both(times)}; / through Caddy 200; ${before}`;
    },
  );

  await check(
    "PostgreSQL: replicas stop with exit 0 and start again with everything kept",
    async () => {
      const t0 = Date.now();
      await Promise.all(["app1", "app2"].map((s) => docker(["stop", names[s]])));
      const stopped = (Date.now() - t0) / 1000;
      for (const s of ["app1", "app2"]) {
        const exit = await docker(["inspect", "-f", "{{.State.ExitCode}}", names[s]]);
        if (exit !== "0") throw new Error(`${s} exited ${exit}`);
      }
      const since = Date.now();
      await Promise.all(["app1", "app2"].map((s) => docker(["start", names[s]])));
      const times = [];
      for (const s of ["app1", "app2"]) times.push(await waitHealthy(names[s], since, 60_000));
      const after = await counts("site");
      if (after !== before) throw new Error(`rows were ${before}, now ${after}`);
      return `stopped in ${stopped.toFixed(1)} s; healthy again after ${times.map((t) => t.toFixed(1)).join(", ")} s`;
    },
  );

  await check("PostgreSQL: stdout of both replicas is JSON lines only", async () => {
    const lines = [];
    for (const s of ["app1", "app2"]) {
      const { stdout } = await logs(names[s]);
      const bad = nonJsonLines(stdout);
      if (bad.length) throw new Error(`${s}: ${JSON.stringify(bad.slice(0, 3))}`);
      lines.push(stdout.split("\n").filter(Boolean).length);
    }
    return `${lines.join(" and ")} lines`;
  });

  await check(
    "PostgreSQL: a backup from the image restores into an empty database and storage",
    async () => {
      const folder = `/shared/backups/${run}`;
      const out = await docker([
        "exec",
        names.app1,
        "npm",
        "run",
        "--silent",
        "backup",
        "--",
        "--to",
        folder,
      ]);
      const done = JSON.parse(out.split("\n").at(-1));
      if (done.message !== "backup done") throw new Error(out);
      await psql("site", "create database site_restore");
      const restored = volume("restored");
      const oneOff = (shared, database, command) =>
        docker([
          "run",
          "--rm",
          "--network",
          network,
          "-v",
          `${sharedVolumes.shared}:/from:ro`,
          "-v",
          `${shared}:/shared`,
          ...envFlags(app.environment, vars, {
            DATABASE_URL: `postgres://site:${vars.POSTGRES_PASSWORD}@db:5432/${database}`,
          }),
          image,
          "sh",
          "-c",
          command,
        ]);
      await oneOff(
        restored,
        "site_restore",
        `npm run --silent restore -- --from /from/backups/${run}`,
      );
      const print = `for (const f of process.argv.slice(1)) console.log(JSON.stringify(JSON.parse(require("fs").readFileSync(f, "utf8"))))`;
      const manifests = await oneOff(
        restored,
        "site_restore",
        `npm run --silent backup -- --to /shared/check >/dev/null && node -e '${print}' /from/backups/${run}/manifest.json /shared/check/manifest.json`,
      );
      const [original, again] = manifests.split("\n").map((line) => JSON.parse(line));
      // Every row count, and every file with its size and checksum.
      const same = (m) => JSON.stringify({ tables: m.counts.tables, files: m.files });
      if (same(original) !== same(again))
        throw new Error("the restored database or files differ from the backup");
      const restoredCounts = await counts("site_restore");
      if (restoredCounts !== before)
        throw new Error(`restored rows ${restoredCounts}, were ${before}`);
      return `${original.files.length} files, ${Object.values(original.counts.tables).reduce((a, b) => a + b, 0)} rows back`;
    },
  );
}
