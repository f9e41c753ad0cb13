#!/usr/bin/env node
// `npm run test:container`: the image as operators run it (docs/deploy.md, "Container test").
// Builds the image, then checks one container on SQLite and the compose file's setup on
// PostgreSQL (started with plain `docker` commands from docs/deploy/compose.yaml, since Compose v2
// is not everywhere). Not part of `npm test`: it needs a Docker engine and builds for minutes.
import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { docker, ensureBaseImages, readCompose, removeAll } from "./docker.mjs";
import { replicasOnPostgres } from "./replicas.mjs";
import { singleOnSqlite } from "./single.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const run = randomBytes(3).toString("hex");
// CONTAINER_TEST_IMAGE checks an image built before instead of building one (and keeps it).
const given = process.env.CONTAINER_TEST_IMAGE;
const image = given || `company-site:container-test-${run}`;
const results = /** @type {Array<{ name: string, ok: boolean, detail: string }>} */ ([]);

/** One check: printed at once with its figures, PASS or FAIL. */
async function check(name, body) {
  const started = Date.now();
  try {
    const detail = (await body()) ?? "";
    results.push({ name, ok: true, detail });
    console.log(`PASS ${name} (${((Date.now() - started) / 1000).toFixed(1)} s) ${detail}`);
  } catch (error) {
    results.push({ name, ok: false, detail: String(error) });
    console.log(`FAIL ${name} (${((Date.now() - started) / 1000).toFixed(1)} s) ${error}`);
  }
}

function baseImages(dockerfile, compose) {
  const froms = [...dockerfile.matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  const services = Object.values(compose.services).map((s) => s.image);
  return [...new Set([...froms, ...services])].filter((name) => !name.startsWith("company-site"));
}

async function main() {
  const { compose } = await readCompose(root);
  const dockerfile = await readFile(path.join(root, "Dockerfile"), "utf8");
  console.log(`docker ${await docker(["version", "-f", "{{.Server.Version}}"])}, run ${run}`);

  let built = false;
  await check("base images", () => ensureBaseImages(root, baseImages(dockerfile, compose)));
  await check(given ? `image ${given} given` : "image builds", async () => {
    const started = Date.now();
    if (!given) await docker(["build", "-q", "-t", image, root]);
    built = true;
    const bytes = Number(await docker(["image", "inspect", "-f", "{{.Size}}", image]));
    return `${Math.round((Date.now() - started) / 1000)} s, ${Math.round(bytes / 1e6)} MB`;
  });
  if (built) {
    try {
      await singleOnSqlite({ image, run, check });
      await replicasOnPostgres({ image, run, check, compose, root });
    } finally {
      await removeAll();
      if (!given) await docker(["image", "rm", image]).catch(() => {});
    }
  }
  const failed = results.filter((r) => !r.ok);
  console.log(`\n${results.length - failed.length} passed, ${failed.length} failed`);
  for (const f of failed) console.log(`  FAIL ${f.name}: ${f.detail}`);
  return failed.length ? 1 : 0;
}

process.exitCode = await main().catch(async (error) => {
  console.error(error);
  await removeAll();
  return 1;
});
