// The site's time zone setting against the real provider, on SQLite and PostgreSQL: Asia/Riyadh
// from the first start, an IANA name kept on a save, anything else a translated field error.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Form = Record<string, string | number | (string | number)[]>;

const read = async () => (await p.get("settings")).body.data as Form & { time_zone: string };

const save = async (changes: Form, lang?: "ar" | "en") =>
  p.post("dashboard/settings/save", {
    token: admin,
    lang,
    form: { ...(await read()), ...changes },
  });

describe("the time zone setting", () => {
  it("is Asia/Riyadh from the first start and keeps the zone an admin chooses", async () => {
    expect((await read()).time_zone).toBe("Asia/Riyadh");
    const res = await save({ time_zone: " Europe/Berlin " });
    expect(res.status, res.text).toBe(200);
    expect((await read()).time_zone).toBe("Europe/Berlin");
    const audit = await p.get("audit?entity=settings", { token: admin });
    const [entry] = audit.body.data as { summary: string }[];
    expect(entry.summary).toContain("time_zone");
  });

  it("refuses what is not an IANA zone, by the field, in both languages", async () => {
    const before = await read();
    for (const zone of ["Mars/Olympus", "+03:00", "GMT+3/x"]) {
      const en = await save({ time_zone: zone });
      expect(en.status, zone).toBe(422);
      expect(en.body.errors).toEqual({
        time_zone: [
          "The time zone of the site must be a zone name such as Asia/Riyadh or Europe/Berlin.",
        ],
      });
    }
    const ar = await save({ time_zone: "Riyadh" }, "ar");
    expect(ar.body.errors).toEqual({
      time_zone: ["يجب أن تكون المنطقة الزمنية للموقع اسمًا مثل Asia/Riyadh أو Europe/Berlin."],
    });
    expect(await read()).toEqual(before);
  });
});
