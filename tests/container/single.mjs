// One container on SQLite, as docs/deploy.md's `docker run` starts it: first start, user, private
// state, stdout, the drain on `docker stop`, and the data kept by the next container.
import http from "node:http";
import {
  docker,
  logs,
  nonJsonLines,
  published,
  track,
  waitAnswer,
  waitHealthy,
} from "./docker.mjs";

const ADMIN_EMAIL = "admin@example.com";
export const FIRST_START_LIMIT_S = 15;
const STOP_TIMEOUT_S = 25;

/** Row counts read inside the container (no sqlite3 there; the image's own better-sqlite3). */
export const COUNTED = ["users", "categories", "services", "projects", "posts", "faqs", "images"];
const countScript = `const D=require("better-sqlite3");const d=new D("/data/provider.sqlite",{readonly:true});
console.log(JSON.stringify(Object.fromEntries(${JSON.stringify(COUNTED)}.map(t=>[t,d.prepare("select count(*) n from "+t).get().n]))))`;

/** A provider login from inside the container, with the key the first start generated. */
const loginScript = (
  password,
) => `const k=JSON.parse(require("fs").readFileSync("/data/secrets.json","utf8")).apiKey;
fetch("http://127.0.0.1:4000/api/login",{method:"POST",headers:{apikey:k,"content-type":"application/json"},
body:JSON.stringify({email:${JSON.stringify(ADMIN_EMAIL)},password:${JSON.stringify(password)}})}).then(r=>console.log(r.status))`;

/**
 * A form post whose body arrives in two parts `gapMs` apart; `between` runs after the first.
 * Resolves with the status once the whole answer has been read.
 */
function trickledPost(hostPort, pathname, body, gapMs, between) {
  const [host, port] = hostPort.split(":");
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port: Number(port),
        method: "POST",
        path: pathname,
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": Buffer.byteLength(body),
          origin: `http://${hostPort}`,
        },
      },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode, bytes }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half));
    void between().then(() => setTimeout(() => req.end(body.slice(half)), gapMs), reject);
  });
}

async function startContainer(image, name, volume, env) {
  const flags = Object.entries(env).flatMap(([k, v]) => ["-e", `${k}=${v}`]);
  const started = Date.now();
  await docker([
    "run",
    "-d",
    "--name",
    track("container", name),
    "-p",
    "127.0.0.1::3000",
    "-v",
    `${volume}:/data`,
    "--stop-timeout",
    String(STOP_TIMEOUT_S),
    ...flags,
    image,
  ]);
  return { started, hostPort: await published(name, 3000) };
}

export async function singleOnSqlite({ image, run, check }) {
  const volume = track("volume", `company-site-test-data-${run}`);
  await docker(["volume", "create", volume]);
  const first = `company-site-test-sqlite-${run}`;
  const password = `first-${run}-password`;
  let hostPort = "";

  await check("SQLite: first start healthy", async () => {
    const c = await startContainer(image, first, volume, { ADMIN_PASSWORD: password });
    hostPort = c.hostPort;
    const answered = await waitAnswer(`http://${hostPort}/healthz`, c.started, 60_000);
    const healthy = await waitHealthy(first, c.started, 60_000);
    if (answered > FIRST_START_LIMIT_S) throw new Error(`/healthz 200 only after ${answered} s`);
    const home = await fetch(`http://${hostPort}/`);
    const html = await home.text();
    const picture = /\/storage\/[^"' ]+\.(?:avif|webp)/.exec(html)?.[0];
    if (home.status !== 200 || !picture) throw new Error(`/ answered ${home.status}, no picture`);
    const file = await fetch(`http://${hostPort}${picture}`);
    if (file.status !== 200) throw new Error(`${picture} answered ${file.status}`);
    return `/healthz 200 after ${answered.toFixed(1)} s, docker healthy after ${healthy.toFixed(1)} s`;
  });

  await check("SQLite: not root, private state", async () => {
    const user = await docker(["exec", first, "sh", "-c", "id -u; grep ^Uid /proc/1/status"]);
    const [uid, pid1] = user.split("\n");
    if (uid === "0" || /\s0\s/.test(pid1)) throw new Error(`runs as root: ${user}`);
    // Everything in /data is out of others' reach through its mode; the files holding secrets
    // and password hashes are owner-only themselves (docs/deploy.md).
    const modes = await docker([
      "exec",
      first,
      "sh",
      "-c",
      "stat -c '%a %n' /data /data/secrets.json /data/provider.sqlite*",
    ]);
    for (const line of modes.split("\n")) {
      const [mode, file] = line.split(" ");
      if (mode !== (file === "/data" ? "700" : "600")) throw new Error(`${file} is ${mode}`);
    }
    return `uid ${uid}; ${modes.replaceAll("\n", ", ")}`;
  });

  let counts = "";
  await check("SQLite: a request in flight is answered on docker stop, exit 0", async () => {
    counts = await docker(["exec", first, "node", "-e", countScript]);
    // Something to keep: a new admin password, set with the image's own admin command.
    await docker([
      "exec",
      "-e",
      `ADMIN_PASSWORD=kept-${run}-password`,
      first,
      "node",
      "server/bin/admin.mjs",
      "set-password",
      ADMIN_EMAIL,
    ]);
    let stopped = 0;
    const stopping = { done: Promise.resolve() };
    const answer = await trickledPost(
      hostPort,
      "/auth/login",
      `email=${encodeURIComponent(ADMIN_EMAIL)}&password=not-the-password`,
      2_000,
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        const t0 = Date.now();
        stopping.done = docker(["stop", first]).then(() => (stopped = (Date.now() - t0) / 1000));
      },
    );
    await stopping.done;
    const exit = await docker(["inspect", "-f", "{{.State.ExitCode}}", first]);
    if (!answer.status || !answer.bytes) throw new Error("the request in flight got no answer");
    if (exit !== "0") throw new Error(`exit code ${exit}`);
    if (stopped >= STOP_TIMEOUT_S) throw new Error(`docker stop took ${stopped} s`);
    return `answered ${answer.status} (${answer.bytes} B), stopped in ${stopped.toFixed(1)} s, exit 0`;
  });

  await check("SQLite: stdout is JSON lines only", async () => {
    const { stdout } = await logs(first);
    const bad = nonJsonLines(stdout);
    if (bad.length) throw new Error(`not JSON: ${JSON.stringify(bad.slice(0, 3))}`);
    return `${stdout.split("\n").filter(Boolean).length} lines`;
  });

  await check("SQLite: a new container on the volume keeps the data", async () => {
    await docker(["rm", first]);
    const second = `company-site-test-sqlite2-${run}`;
    const c = await startContainer(image, second, volume, { ADMIN_PASSWORD: password });
    const seconds = await waitAnswer(`http://${c.hostPort}/healthz`, c.started, 60_000);
    const now = await docker(["exec", second, "node", "-e", countScript]);
    if (now !== counts) throw new Error(`rows were ${counts}, now ${now}`);
    const login = await docker(["exec", second, "node", "-e", loginScript(`kept-${run}-password`)]);
    if (login !== "200") throw new Error(`the password set before answered ${login}`);
    return `healthy after ${seconds.toFixed(1)} s; rows ${now}; the changed password signs in`;
  });
}
