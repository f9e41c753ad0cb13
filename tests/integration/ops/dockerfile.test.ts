// No Docker engine runs here, so the image's recipe is checked against what the README documents
// and CI exercises: the same install, build and start commands, a slim LTS runtime with production
// dependencies only, a non-root user, the data volume, the port, the health check and the signal.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { root } from "./harness";

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

type Instruction = { op: string; args: string };
type Stage = { from: string; name?: string; steps: Instruction[] };

/** Dockerfile instructions with line continuations joined and comments dropped, by stage. */
function parseDockerfile(text: string): Stage[] {
  const logical = text
    .split("\n")
    .filter((line) => !/^\s*#/.test(line))
    .join("\n")
    .replace(/\\\n/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const stages: Stage[] = [];
  for (const line of logical) {
    const [, op, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (!op) continue;
    if (op.toUpperCase() === "FROM") {
      const [from, , name] = args.split(/\s+/);
      stages.push({ from, name, steps: [] });
    } else stages.at(-1)?.steps.push({ op: op.toUpperCase(), args: args.replace(/\s+/g, " ") });
  }
  return stages;
}

/** Shell commands of a RUN (or a README/CI line), split on && and ;, flags kept. */
function commands(script: string): string[] {
  return script
    .split(/&&|;|\n/)
    .map((part) => part.replace(/#.*$/, "").trim())
    .filter(Boolean);
}

/** `npm ci --no-audit` is `npm ci`: the command without its flags. */
const bare = (command: string) =>
  command
    .split(/\s+/)
    .filter((word) => !word.startsWith("-"))
    .join(" ");

function execForm(args: string): string[] {
  return JSON.parse(args) as string[];
}

const stages = parseDockerfile(read("Dockerfile"));
const build = stages[0];
const runtime = stages.at(-1)!;
const runtimeSteps = (op: string) => runtime.steps.filter((step) => step.op === op);
const env = Object.fromEntries(
  runtimeSteps("ENV").flatMap((step) =>
    [...step.args.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1], match[2]]),
  ),
);

const readmeCommands = (() => {
  const section = read("README.md").split("## The two commands")[1] ?? "";
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return commands(block).map(bare);
})();
const ciCommands = commands(read(".ci/run")).map(bare);
const packageJson = JSON.parse(read("package.json")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

describe("Dockerfile", () => {
  it("builds with the README's install command and the build script CI runs", () => {
    const runs = build.steps.filter((step) => step.op === "RUN").flatMap((s) => commands(s.args));
    const bareRuns = runs.map(bare);
    expect(readmeCommands[0]).toBe("npm ci");
    expect(bareRuns).toContain(readmeCommands[0]);
    expect(bareRuns).toContain("npm run build");
    expect(bareRuns.indexOf("npm ci")).toBeLessThan(bareRuns.indexOf("npm run build"));
    // CI builds once: `npm test` (tests/run.mjs) runs the build script before its tests.
    expect(ciCommands).toEqual(expect.arrayContaining(["npm ci", "npm test"]));
    expect(ciCommands).not.toContain("npm run build");
    expect(ciCommands.indexOf("npm ci")).toBeLessThan(ciCommands.indexOf("npm test"));
    const steps = [...read("tests/run.mjs").matchAll(/^run\("([\w:]+)"\);$/gm)].map((m) => m[1]);
    expect(steps[0]).toBe("build");
  });

  it("starts what the README's start command runs, under an init that passes signals on", () => {
    const cmd = runtimeSteps("CMD");
    expect(cmd).toHaveLength(1);
    expect(readmeCommands).toEqual(["npm ci", "npm start", "npm test"]);
    // npm as PID 1 would hand SIGTERM to a shell that drops it: the container runs the script's
    // own command, and the script `exec`s it so `npm start` passes signals on too.
    expect(packageJson.scripts.start).toBe(`exec ${execForm(cmd[0].args).join(" ")}`);
    expect(execForm(cmd[0].args)).toEqual(["node", "server/bin/start.mjs"]);
    expect(execForm(runtimeSteps("ENTRYPOINT")[0].args)).toEqual(["/usr/bin/tini", "--"]);
    expect(packageJson.scripts.test).toBeTruthy();
  });

  it("needs no frontend image from a registry, and ships no TypeScript", () => {
    expect(read("Dockerfile")).not.toMatch(/^#\s*syntax=/m);
    const pruned = build.steps.filter((s) => s.op === "RUN").map((s) => s.args);
    expect(pruned.some((run) => /rm -rf node_modules\/typescript\b/.test(run))).toBe(true);
  });

  it("runs on a slim Node LTS image that satisfies package.json engines", () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const [, major, variant] = /^node:(\d+)-(\S+)$/.exec(runtime.from) ?? [];
    expect(Number(major) % 2, "even Node majors are the LTS lines").toBe(0);
    expect(Number(major)).toBeGreaterThanOrEqual(Number(/\d+/.exec(packageJson.engines.node)![0]));
    expect(variant).toMatch(/slim/);
  });

  it("ships production dependencies and built output only, as a non-root user", () => {
    const buildRuns = build.steps.filter((s) => s.op === "RUN").map((s) => s.args);
    expect(buildRuns.some((run) => /npm prune --omit=dev/.test(run))).toBe(true);
    const copies = runtimeSteps("COPY").map((step) => step.args);
    expect(copies.every((args) => /--from=build\b/.test(args))).toBe(true);
    const copied = copies.map((args) => args.split(" ").filter((w) => !w.startsWith("--"))[0]);
    expect(copied).toEqual(
      expect.arrayContaining([
        "/srv/node_modules",
        "/srv/build",
        "/srv/public",
        "/srv/server/dist",
        "/srv/server/bin",
      ]),
    );
    expect(copied.some((source) => /\/(app|tests)$/.test(source))).toBe(false);
    const user = runtimeSteps("USER");
    expect(user).toHaveLength(1);
    expect(user[0].args).not.toMatch(/^(root|0)(:|$)/);
    expect(env.NODE_ENV).toBe("production");
  });

  it("keeps DATA_DIR on a volume, exposes PORT, checks /healthz and stops on SIGTERM", () => {
    expect(env.DATA_DIR).toBeTruthy();
    expect(
      runtimeSteps("VOLUME")
        .map((s) => s.args)
        .join(" "),
    ).toContain(env.DATA_DIR);
    expect(runtimeSteps("EXPOSE").map((s) => s.args)).toEqual([env.PORT]);
    const health = runtimeSteps("HEALTHCHECK");
    expect(health).toHaveLength(1);
    expect(health[0].args).toContain("/healthz");
    // A first start takes seconds (docs/deploy.md); the start period gives a slow host 4 times 15.
    expect(Number(/--start-period=(\d+)s/.exec(health[0].args)?.[1])).toBeGreaterThanOrEqual(60);
    expect(runtimeSteps("STOPSIGNAL").map((s) => s.args)).toEqual(["SIGTERM"]);
  });

  it("owns every folder the compose file mounts a volume on, so a new volume is writable", () => {
    const compose = parse(read("docs/deploy/compose.yaml"), { merge: true }) as {
      services: Record<string, { image?: string; volumes?: string[] }>;
    };
    const replicaTargets = Object.values(compose.services)
      .filter((service) => service.image?.startsWith("company-site"))
      .flatMap((service) => service.volumes ?? [])
      .map((spec) => spec.split(":")[1]);
    expect(replicaTargets.length).toBeGreaterThan(0);
    const runs = runtimeSteps("RUN").map((step) => step.args);
    for (const target of [env.DATA_DIR, ...replicaTargets]) {
      expect(runs.some((run) => new RegExp(`mkdir -p [^&]*${target}\\b`).test(run))).toBe(true);
      expect(runs.some((run) => new RegExp(`chown node:node [^&]*${target}\\b`).test(run))).toBe(
        true,
      );
    }
  });

  it("has a .dockerignore that keeps local state and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    expect(ignored).toEqual(
      expect.arrayContaining(["node_modules", "data", ".env", ".git", "build", "server/dist"]),
    );
    // What the build stage needs must stay in the context.
    for (const needed of ["app", "server", "public", "package-lock.json", "remix.config.js"]) {
      expect(ignored).not.toContain(needed);
    }
  });
});
