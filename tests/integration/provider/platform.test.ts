// Health, the envelope for the framework's own errors, request logs and file serving.
import { mkdir, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, startProvider, type Provider } from "./harness.js";

let p: Provider;
beforeAll(async () => {
  p = await startProvider();
  await mkdir(path.join(p.uploadsDir, "docs"), { recursive: true });
  await writeFile(path.join(p.uploadsDir, "docs", "brief.pdf"), "%PDF-1.4 test");
  await writeFile(path.join(p.uploadsDir, "docs", "pic.png"), "not really a png");
  await writeFile(path.join(p.dataDir, "secret.txt"), "top secret");
  await symlink(path.join(p.dataDir, "secret.txt"), path.join(p.uploadsDir, "docs", "link.pdf"));
});
afterAll(() => p.close());

describe("GET /api/health", () => {
  it("answers 200 without an apikey when database and uploads take writes", async () => {
    const res = await p.get("health", { apikey: null });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(200);
  });

  it("answers 503 when the uploads path is not a folder", async () => {
    const uploads = p.uploadsDir;
    const { rename } = await import("node:fs/promises");
    await rename(uploads, `${uploads}.bak`);
    await writeFile(uploads, "blocking file");
    try {
      const res = await p.get("health");
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({
        status: 503,
        errors: [expect.stringContaining("uploads not writable")],
      });
    } finally {
      const { rm } = await import("node:fs/promises");
      await rm(uploads);
      await rename(`${uploads}.bak`, uploads);
    }
  });
});

describe("envelope for the framework's own errors", () => {
  it("404 for an unknown route, localized", async () => {
    const res = await p.get("nothing-here");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 404, errors: "This page could not be found." });
    expect((await p.get("nothing-here", { lang: "ar" })).body.errors).toBe(
      "تعذر العثور على هذه الصفحة.",
    );
  });

  it("413 for a body over the limit", async () => {
    const res = await p.post("login", {
      form: { email: "a@b.cc", password: "x".repeat(2 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 413, errors: "The request is too large." });
  });

  it("415 for an unsupported content type", async () => {
    const res = await p.post("login", { headers: { "content-type": "application/xml" } });
    expect(res.status).toBe(415);
    expect(res.body.status).toBe(415);
  });

  it("4xx for broken JSON and broken multipart, never a 500", async () => {
    const json = await p.call("POST", "login", {
      headers: { "content-type": "application/json" },
      json: undefined,
      form: undefined,
    });
    expect(json.status).toBeLessThan(500);
    const res = await fetch(`${p.base}/api/login`, {
      method: "POST",
      headers: {
        apikey: "test-api-key-0123456789",
        "content-type": "multipart/form-data; boundary=xyz",
      },
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
    });
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toMatchObject({ status: res.status });
  });

  it("echoes X-Request-Id and logs one line per request without secrets", async () => {
    const before = p.logs.length;
    const res = await p.post("login", {
      headers: { "x-request-id": "req-abc-123" },
      form: { email: "admin@example.test", password: ADMIN_PASSWORD },
    });
    expect(res.headers.get("x-request-id")).toBe("req-abc-123");
    const lines = p.logs.slice(before).filter((l) => l.msg === "request");
    expect(lines).toEqual([
      expect.objectContaining({
        reqId: "req-abc-123",
        method: "POST",
        path: "/api/login",
        status: 200,
      }),
    ]);
    const text = JSON.stringify(p.logs);
    expect(text).not.toContain(ADMIN_PASSWORD);
    expect(text).not.toContain(res.body.token as string);
    expect(text).not.toContain("test-api-key");
  });
});

describe("log lines of a request", () => {
  it("carry its request id, also on failed mails, in pino's JSON with level words", async () => {
    const q = await startProvider();
    try {
      // A file where the outbox folder should be: every mail fails to be written.
      await writeFile(path.join(q.dataDir, "outbox"), "not a folder");
      const res = await q.post("contact_us", {
        headers: { "x-request-id": "mail-trace-7" },
        form: {
          name: "Sara",
          email: "sara@example.test",
          contact_reason: "Quote",
          info: "Hello there, a question.",
        },
      });
      expect(res.status).toBe(200);
      await q.mailIdle();
      const traced = q.logs
        .filter((line) => line.reqId === "mail-trace-7" && line.level !== "debug")
        .map((line) => `${line.level} ${line.msg} ${line.path ?? ""}`.trim());
      // The staff mail and the visitor's receipt fail after the answer, in either order.
      expect(traced.sort()).toEqual([
        "error receipt mail failed",
        "error staff mail failed",
        "info request /api/contact_us",
      ]);
      for (const line of q.logs) {
        expect(line.time).toMatch(/^\d{4}-\d\d-\d\dT/);
        expect(line).not.toHaveProperty("req");
        expect(line).not.toHaveProperty("headers");
      }
      expect(JSON.stringify(q.logs)).not.toContain("sara@example.test");
    } finally {
      await q.close();
    }
  });
});

// Files no shown record names (ADR 0023): 404 to the public, read by staff, so staff calls
// still meet what the storage itself refuses.
describe("GET /storage/*", () => {
  it("serves no document, only what the site publishes (images)", async () => {
    expect((await p.get("/storage/docs/brief.pdf", { apikey: null })).status).toBe(404);
    const token = await p.login();
    expect((await p.get("/storage/docs/brief.pdf", { apikey: null, token })).status).toBe(404);
  });

  it("serves images inline with nosniff, to staff only when no shown record names them", async () => {
    expect((await p.get("/storage/docs/pic.png", { apikey: null })).status).toBe(404);
    const res = await p.get("/storage/docs/pic.png", { apikey: null, token: await p.login() });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    "/storage/../secret.txt",
    "/storage/%2e%2e/secret.txt",
    "/storage/docs/%2e%2e%2f..%2fsecret.txt",
    "/storage/docs/link.pdf",
    "/storage/docs",
    "/storage/missing.png",
  ])("refuses %s", async (url) => {
    const res = await fetch(p.base + url, { headers: { token: await p.login() } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain("top secret");
  });
});
