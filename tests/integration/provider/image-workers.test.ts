// Image work runs in killable worker processes (ADR 0016): an admin's SVG that would render for
// minutes gets the spec's error within the time limit, health, logins and stored files answer
// meanwhile, and the worker's CPU is given back; a visitor's attachment is never image work at
// all; uploads pass through temp files that are gone once the answer is sent.
import { readFile, readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tempRoot } from "../../../server/storage/temp.js";
import { multipart, pdf, png } from "./files.js";
import { API_KEY, startProvider, type Provider } from "./harness.js";

// Far below the minutes the SVG needs, and room for a small PNG's jobs on a loaded machine.
const TIME_LIMIT_MS = 3000;

/**
 * A 10 kB SVG that librsvg needs minutes to draw: 60 full-size layers, each turbulence under a
 * wide blur, declared at 6000 px (rendered at 2000 px, the stored size).
 */
function heavySvg(layers = 60): Buffer {
  let defs = "";
  let body = "";
  for (let i = 0; i < layers; i++) {
    defs += `<filter id="f${i}" x="0" y="0" width="1" height="1"><feTurbulence baseFrequency="0.0${(i % 9) + 1}" numOctaves="10" seed="${i}"/><feGaussianBlur stdDeviation="60"/></filter>`;
    body += `<rect width="100%" height="100%" filter="url(#f${i})" opacity="0.5"/>`;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="6000" height="6000"><defs>${defs}</defs>${body}</svg>`,
  );
}

/** CPU seconds (user + system) a process has used so far, from /proc; null once it is gone. */
async function cpuSeconds(pid: number): Promise<number | null> {
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of the line, in clock ticks (100 per second on Linux).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** This test process's children: the image workers, whatever the pool says about them. */
async function children(): Promise<number[]> {
  const pids: number[] = [];
  for (const name of await readdir("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const stat = await readFile(`/proc/${name}/stat`, "utf8").catch(() => "");
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    if (ppid === process.pid) pids.push(Number(name));
  }
  return pids;
}

async function timed<T>(work: Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await work;
  return { value, ms: Date.now() - start };
}

const tempFiles = () => readdir(tempRoot());

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ imageTimeLimitMs: TIME_LIMIT_MS });
  admin = await p.login();
});
afterAll(() => p.close());

const saveCategory = (data: Buffer, lang: "ar" | "en") =>
  p.post("dashboard/categories/save", {
    token: admin,
    lang,
    multipart: multipart({ ar_name: "شعار", en_name: "Logo" }, [
      { field: "image", name: "logo.png", data, type: "image/png" },
    ]),
  });

describe("an admin's image that renders for minutes", () => {
  it("gets the spec's error within the time limit, while the provider keeps answering", async () => {
    const stored = await saveCategory(await png(120, 80), "en");
    const image = (stored.body.data as { image: string }).image;
    const before = await p.uploads();
    const saving = timed(saveCategory(heavySvg(), "ar"));
    await expect.poll(() => p.storage.images.stats().running, { timeout: 10_000 }).toBe(1);
    const [worker] = p.storage.images.stats().pids;

    // Health and a login answer at once while the worker is busy drawing.
    const health = await timed(p.get("health"));
    expect(health.value.status).toBe(200);
    expect(health.ms).toBeLessThan(1000);
    const login = await timed(p.login());
    expect(login.value).toBeTruthy();
    expect(login.ms).toBeLessThan(1500);
    const file = await timed(p.get(image));
    expect(file.value.status).toBe(200);
    expect(file.ms).toBeLessThan(1000);

    const { value: res, ms } = await saving;
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ image: ["لقد رفعت ملفًا ليس صورة، يرجى المحاولة مرة أخرى"] });
    // The limit plus the upload and the answer, not the minutes the drawing would take.
    expect(ms).toBeLessThan(TIME_LIMIT_MS + 5000);
    expect(p.storage.images.stats().killed).toBe(1);
    expect(p.logs.find((l) => l.msg === "image refused")?.cause).toMatch(/timeout/);
    expect(await p.uploads()).toEqual(before);

    // The worker is gone, and no child of the provider burns CPU afterwards.
    await expect.poll(() => cpuSeconds(worker), { timeout: 5000 }).toBeNull();
    const pids = await children();
    const start = await Promise.all(pids.map(cpuSeconds));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const end = await Promise.all(pids.map(cpuSeconds));
    const used = end.reduce<number>((sum, t, i) => sum + (t ?? 0) - (start[i] ?? t ?? 0), 0);
    expect(used).toBeLessThan(0.2);
    await expect.poll(tempFiles).toEqual([]);
  }, 60_000);

  it("says so in English too, and a fresh worker takes the next picture", async () => {
    const res = await saveCategory(heavySvg(), "en");
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      image: ["You uploaded a file not an image please try again"],
    });
    const ok = await saveCategory(await png(300, 200), "en");
    expect(ok.status).toBe(200);
    expect((ok.body.data as { images: { width: number }[] }).images[0].width).toBe(300);
    await expect.poll(tempFiles).toEqual([]);
  }, 60_000);
});

describe("a visitor's attachment", () => {
  const ask = (name: string, data: Buffer) =>
    p.post("ask_service", {
      multipart: multipart(
        { type: "graphics", info: "A logo for our bakery, please.", email: "baker@example.test" },
        [{ field: "info_file", name, data, type: "image/png" }],
      ),
    });

  it("is refused when it is an SVG, under any name, without any image work", async () => {
    const started = p.storage.images.stats().started;
    for (const name of ["logo.png", "logo.svg"]) {
      const { value: res, ms } = await timed(ask(name, heavySvg()));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({
        info_file: ["The file must be an image, a PDF or an office document."],
      });
      expect(ms).toBeLessThan(1500);
    }
    expect(p.storage.images.stats().started).toBe(started);
    expect((await p.uploads()).filter((f) => f.startsWith("private:"))).toEqual([]);
    await expect.poll(tempFiles).toEqual([]);
  });

  it("is stored byte for byte when it is a raster image, and never decoded", async () => {
    const started = p.storage.images.stats().started;
    const picture = await png(40, 30);
    const res = await ask("mockup.png", picture);
    expect(res.status).toBe(200);
    const row = await p.db
      .selectFrom("service_requests")
      .selectAll()
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const file = await fetch(
      `${p.base}/api/dashboard/service_requests/file?path=${row.file_path}`,
      {
        headers: { apikey: API_KEY, token: admin },
      },
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(picture)).toBe(true);
    expect(p.storage.images.stats().started).toBe(started);
    await expect.poll(tempFiles).toEqual([]);
  });

  it("over the size limit is refused while it streams, and leaves no temp file", async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024, 32)]);
    const res = await ask("big.pdf", big);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ info_file: ["The file may not be greater than 10 MB."] });
    await expect.poll(tempFiles).toEqual([]);
  });
});
