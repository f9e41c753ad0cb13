// The site settings against the real provider, on SQLite and PostgreSQL: first start fills them
// with the texts the site showed before; GET settings is public; an admin's save is checked
// field by field (in the request's language), kept, recorded in the audit log, and refused to
// everyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipart, png, textNamedPng } from "./files.js";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Settings = Record<string, unknown> & {
  email: string;
  phone: string;
  featured_services: number[];
  ar_claims: string[];
  en_claims: string[];
};

const read = async () => {
  const res = await p.get("settings");
  expect(res.status, res.text).toBe(200);
  return res.body.data as Settings;
};

async function serviceIds(): Promise<number[]> {
  const res = await p.get("services?per_page=100");
  return (res.body.data as { id: number }[]).map((s) => s.id);
}

function form(settings: Settings, changes: Record<string, unknown> = {}) {
  const out: Record<string, unknown> = { ...settings, ...changes };
  return out as Record<string, string | number | (string | number)[]>;
}

describe("GET settings", () => {
  it("answers the first-start texts without a token, featuring the first six services", async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      en_company_name: "Bayan Digital",
      ar_company_name: "بيان الرقمية",
      email: "info@bayan-digital.example",
      phone: "+966 11 000 0000",
      phone2: "+966 55 000 0000",
      whatsapp: "",
      linkedin: "",
      stat_clients: "30",
      stat_projects: "70",
      stat_support: "24/7",
      en_claims: [
        "Matching within 48 hours",
        "Hiring in 5 days",
        "Top 1% talent",
        "Up to 70% cost advantage",
      ],
    });
    expect(settings.ar_claims).toHaveLength(4);
    expect(settings.featured_services).toEqual((await serviceIds()).slice(0, 6));
  });
});

describe("GET services?ids=", () => {
  it("answers only those services (the home page's featured ones); unusable ids match none", async () => {
    const ids = await serviceIds();
    const res = await p.get(`services?ids=${ids[3]},${ids[1]}`);
    expect((res.body.data as { id: number }[]).map((s) => s.id)).toEqual([ids[1], ids[3]]);
    expect((await p.get("services?ids=x")).body.data).toEqual([]);
  });
});

describe("dashboard/settings/save", () => {
  it("keeps a save, normalises Arabic-Indic digits, orders the featured services, and audits it", async () => {
    const before = await read();
    const ids = await serviceIds();
    const featured = [ids[2], ids[0], ids[1]];
    const res = await p.post("dashboard/settings/save", {
      token: admin,
      lang: "ar",
      form: form(before, {
        email: "hello@example.test",
        phone: "+٩٦٦ ١١ ١٢٣ ٤٥٦٧",
        whatsapp: "+۹۶۶ ۵۵ ۱۲۳ ۴۵۶۷",
        stat_clients: "١٢٠+",
        linkedin: "https://www.linkedin.com/company/example",
        featured_services: featured,
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe("تم الحفظ بنجاح.");
    const after = await read();
    expect(after).toMatchObject({
      email: "hello@example.test",
      phone: "+966 11 123 4567",
      whatsapp: "+966 55 123 4567",
      stat_clients: "120+",
      linkedin: "https://www.linkedin.com/company/example",
      featured_services: featured,
    });
    expect(res.body.data).toEqual(after);

    const audit = await p.get("audit?entity=settings", { token: admin });
    const [entry] = audit.body.data as { action: string; summary: string; entity: string }[];
    expect(entry).toMatchObject({ entity: "settings", action: "update" });
    expect(entry.summary).toContain("email: info@bayan-digital.example → hello@example.test");
    expect(entry.summary).toContain("phone: +966 11 000 0000 → +966 11 123 4567");
    expect(entry.summary).toContain("linkedin");
  });

  it("answers translated field errors and keeps the old settings", async () => {
    const before = await read();
    const bad = form(before, {
      email: "not-an-email",
      phone: "",
      whatsapp: "call me",
      x: "ftp://example.com",
      en_claims: before.en_claims.slice(0, 3),
      featured_services: [999999],
    });
    const en = await p.post("dashboard/settings/save", { token: admin, form: bad });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual({
      email: ["The email must be a valid email address."],
      phone: ["The phone field is required."],
      whatsapp: ["The WhatsApp number must be a valid phone number."],
      x: ["The X (Twitter) must be a valid URL (http or https)."],
      en_claims: ["Give all 4 claims (English)."],
      featured_services: ["The selected featured services does not exist."],
    });
    const ar = await p.post("dashboard/settings/save", { token: admin, lang: "ar", form: bad });
    expect(ar.status).toBe(422);
    const errors = ar.body.errors as Record<string, string[]>;
    expect(errors.phone[0]).toContain("الهاتف");
    expect(errors.en_claims[0]).toBe("أدخل العبارات (بالإنجليزية) كاملة (4).");
    expect(errors.featured_services[0]).toContain("الخدمات المميزة");
    expect(await read()).toEqual(before);
  });

  it("stores a logo and a favicon checked by content, served from storage, and removes them", async () => {
    const before = await read();
    const fields = form(before, { logo: "", favicon: "" });
    const refused = await p.post("dashboard/settings/save", {
      token: admin,
      multipart: multipart(fields, [{ field: "logo", name: "logo.png", data: textNamedPng() }]),
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object)).toEqual(["logo"]);
    expect((await read()).logo).toBe("");

    const saved = await p.post("dashboard/settings/save", {
      token: admin,
      multipart: multipart(form(await read()), [
        { field: "logo", name: "logo.png", data: await png(240, 80), type: "image/png" },
        { field: "favicon", name: "icon.png", data: await png(192, 192), type: "image/png" },
      ]),
    });
    expect(saved.status, saved.text).toBe(200);
    const after = await read();
    expect(after.logo).toMatch(/^\/storage\/settings\/[0-9a-f]+\.webp$/);
    expect(after.favicon).toMatch(/^\/storage\/settings\/[0-9a-f]+\.webp$/);
    const stored = (path: unknown) => String(path).replace("/storage/", "");
    expect(await p.uploads()).toEqual(expect.arrayContaining([stored(after.logo)]));
    expect(await p.storage.openPublic(String(after.favicon))).not.toBeNull();

    // Saving the form again without files keeps them; `remove_logo` goes back to the built-in.
    const kept = await p.post("dashboard/settings/save", { token: admin, form: form(after) });
    expect(kept.status).toBe(200);
    expect((await read()).logo).toBe(after.logo);
    const removed = await p.post("dashboard/settings/save", {
      token: admin,
      form: form(await read(), { remove_logo: "on" }),
    });
    expect(removed.status).toBe(200);
    expect(await read()).toMatchObject({ logo: "", favicon: after.favicon });
    expect(await p.uploads()).not.toContain(stored(after.logo));
  });

  it("is for admins only: 401 without a token, 403 for a client", async () => {
    const before = await read();
    const anonymous = await p.post("dashboard/settings/save", { form: form(before) });
    expect(anonymous.status).toBe(401);
    const user = await p.makeUser();
    const client = await p.post("dashboard/settings/save", {
      token: user.token,
      form: form(before, { email: "mine@example.test" }),
    });
    expect(client.status).toBe(403);
    expect((await read()).email).toBe(before.email);
  });
});
