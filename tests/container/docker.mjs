// The docker CLI for tests/container/run.mjs: commands, health, logs split by stream, and
// everything a run made removed at the end, also when a check fails.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { parse } from "yaml";

const exec = promisify(execFile);

/** @param {string[]} args @returns {Promise<string>} stdout, trimmed */
export async function docker(args) {
  try {
    const { stdout } = await exec("docker", args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const failure = /** @type {{ stderr?: string, message: string }} */ (error);
    throw new Error(`docker ${args.join(" ")}: ${failure.stderr?.trim() || failure.message}`);
  }
}

/** @param {string[]} args */
export const dockerOk = (args) =>
  docker(args).then(
    () => true,
    () => false,
  );

/** What a run creates, removed by `removeAll`: containers, then the volumes and networks they used. */
const created =
  /** @type {Array<{ kind: "container" | "volume" | "network", name: string }>} */ ([]);

/** @param {"container" | "volume" | "network"} kind @param {string} name */
export function track(kind, name) {
  created.push({ kind, name });
  return name;
}

export async function removeAll() {
  const order = { container: 0, volume: 1, network: 2 };
  const all = created.splice(0).sort((x, y) => order[x.kind] - order[y.kind]);
  for (const { kind, name } of all) {
    const args = {
      container: ["rm", "-f", "-v"],
      volume: ["volume", "rm", "-f"],
      network: ["network", "rm"],
    };
    await dockerOk([...args[kind], name]);
  }
}

/** @param {string} name */
export async function health(name) {
  return docker(["inspect", "-f", "{{if .State.Health}}{{.State.Health.Status}}{{end}}", name]);
}

/** Seconds from `since` until docker reports the container healthy; throws past `limitMs`. */
export async function waitHealthy(name, since, limitMs) {
  while (Date.now() - since < limitMs) {
    const status = await health(name);
    if (status === "healthy") return (Date.now() - since) / 1000;
    const running = await docker(["inspect", "-f", "{{.State.Running}}", name]);
    if (running !== "true") throw new Error(`${name} stopped before it was healthy`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} not healthy within ${limitMs / 1000} s`);
}

/** Seconds from `since` until `url` answers 200. */
export async function waitAnswer(url, since, limitMs) {
  while (Date.now() - since < limitMs) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${limitMs / 1000} s`);
}

/** A container's stdout and stderr apart (`docker logs` keeps the streams apart). */
export async function logs(name) {
  const { stdout, stderr } = await exec("docker", ["logs", name], { maxBuffer: 64 * 1024 * 1024 });
  return { stdout, stderr };
}

/** The stdout lines that are not JSON objects. */
export function nonJsonLines(stdout) {
  return stdout
    .split("\n")
    .filter((line) => line.trim())
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
}

/** `127.0.0.1:<port>` docker published for a container port. */
export async function published(name, port) {
  const line = (await docker(["port", name, `${port}/tcp`])).split("\n")[0];
  return `127.0.0.1:${line.split(":").at(-1)}`;
}

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` against `env`. */
export function interpolate(value, env) {
  return value.replace(/\$\{(\w+)(?:(:-|:\?)([^}]*))?\}/g, (_, name, how, rest) => {
    if (env[name]) return env[name];
    if (how === ":-") return rest;
    throw new Error(`compose: ${name} must be set (${rest})`);
  });
}

/** docs/deploy/compose.yaml, parsed, so the test starts what the file describes. */
export async function readCompose(root) {
  const file = path.join(root, "docs/deploy/compose.yaml");
  return { file, compose: parse(await readFile(file, "utf8"), { merge: true }) };
}

/** The base images, built offline from Debian packages where no registry can be reached. */
export async function ensureBaseImages(root, images) {
  const missing = [];
  for (const image of images) {
    if (await dockerOk(["image", "inspect", image])) continue;
    if (!(await dockerOk(["pull", image]))) missing.push(image);
  }
  if (!missing.length) return "present";
  const script =
    process.env.OFFLINE_IMAGES_SCRIPT ?? path.resolve(root, "../shared/tools/offline-images.sh");
  if (!existsSync(script)) {
    throw new Error(`cannot pull ${missing.join(", ")}, and no ${script} to build them`);
  }
  await exec("bash", [script], { cwd: root, maxBuffer: 64 * 1024 * 1024 });
  return `built offline by ${script}`;
}
