// `npm run admin -- set-password <email>` as an operator runs it, on both engines: the first start
// prints its generated password in a framed block apart from the JSON log, the tool sets a new one
// (read from ADMIN_PASSWORD; a terminal is asked without echo), hashed so the provider accepts it.
import { afterEach, describe, expect, it } from "vitest";
import { freshPostgresDatabase } from "../../support/postgres";
import { ADMIN_EMAIL, API_KEY, run, startProvider, tempDataDir } from "./harness";

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function logIn(url: string, password: string) {
  const res = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { apikey: API_KEY, accept: "application/json" },
    body: new URLSearchParams({ email: ADMIN_EMAIL, password }),
  });
  return res.status;
}

async function admin(args: string[], env: Record<string, string>) {
  const proc = run(["server/bin/admin.mjs", ...args], env);
  const code = await proc.exited;
  return { code, stdout: proc.stdout.join("\n"), stderr: proc.stderr.join("\n") };
}

const engines = {
  sqlite: async () => ({}),
  postgres: async () => {
    const database = await freshPostgresDatabase("admin_cli");
    cleanups.push(() => database.drop());
    return { DATABASE_URL: database.url };
  },
};

describe.each(Object.entries(engines))("npm run admin -- set-password on %s", (_name, engine) => {
  it("replaces the first start's password, which was shown in a framed block", async () => {
    const data = await tempDataDir();
    cleanups.push(data.remove);
    const env = { DATA_DIR: data.dir, ...(await engine()) };
    const provider = await startProvider(data.dir, { ...env, ADMIN_PASSWORD: "" });
    cleanups.push(() => provider.stop("SIGKILL"));

    // The generated password: on stderr, between two lines of #, nowhere in the JSON log.
    const block = provider.stderr.join("\n");
    expect(block).toMatch(/^#{20,}$/m);
    expect(block).toContain("ADMIN ACCOUNT CREATED");
    const generated = /Password: (\S+)/.exec(block)?.[1] ?? "";
    expect(generated.length).toBeGreaterThan(10);
    expect(provider.stdout.join("\n")).not.toContain(generated);
    expect(await logIn(provider.url, generated)).toBe(200);

    const chosen = "chosen-by-the-operator-1";
    const set = await admin(["set-password", ADMIN_EMAIL.toUpperCase()], {
      ...env,
      ADMIN_PASSWORD: chosen,
    });
    expect(set, set.stderr).toMatchObject({ code: 0 });
    expect(JSON.parse(set.stdout)).toMatchObject({ level: "info", message: "password set" });
    expect(set.stdout + set.stderr).not.toContain(chosen);
    expect(await logIn(provider.url, chosen)).toBe(200);
    expect(await logIn(provider.url, generated)).not.toBe(200);

    // Without a terminal and without ADMIN_PASSWORD nothing is asked nor changed; nor for an
    // unknown account, or a password the forms refuse: too short, easy to guess, built on the
    // account's email, or the current one. Each says why in one JSON line. None of them changes
    // anything, so they run at once (a process each, mostly start-up time).
    const refusals = [
      [{}, /ADMIN_PASSWORD/],
      [{ ADMIN_PASSWORD: chosen }, /no account/, ["set-password", "nobody@example.com"]],
      [{ ADMIN_PASSWORD: "short" }, /8 to 200/],
      [{ ADMIN_PASSWORD: "password" }, /password refused: This password is one of the most common/],
      [{ ADMIN_PASSWORD: ADMIN_EMAIL }, /password refused: .*your name or email/],
      [{ ADMIN_PASSWORD: chosen }, /must be different from the current one/],
    ] as const;
    const [usage, ...refused] = await Promise.all([
      admin(["set-pass"], env),
      ...refusals.map(([extra, , args]) =>
        admin([...(args ?? ["set-password", ADMIN_EMAIL])], { ...env, ...extra }),
      ),
    ]);
    for (const [i, [, said]] of refusals.entries()) {
      const { code, stderr } = refused[i]!;
      expect(code, stderr).toBe(2);
      const lines = stderr.trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({ level: "error", source: "admin" });
      expect(JSON.parse(lines[0]).message).toMatch(said);
    }
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage/);
    expect(await logIn(provider.url, chosen)).toBe(200);
  }, 90_000);
});
