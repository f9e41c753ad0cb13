// The provider's validation on zod answers as its contract says (docs/conventions.md,
// "Validation"): one message per field, in the request's language, after any earlier problems;
// and the app's schemas and the provider accept the same emails and phones (validation/rules.ts).
import { describe, expect, it } from "vitest";
import { contactSchema } from "~/modules/public-forms/contact";
import { ApiError } from "../../../server/http/errors.js";
import { v, validate } from "../../../server/http/validate.js";

function fieldErrors(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError && error.body.kind === "fields") return error.body.errors;
    throw error;
  }
  throw new Error("no 422");
}

describe("validate", () => {
  it("reports the first rule a field fails, once, in the request's language", () => {
    const schema = { username: v.text({ min: 3, max: 50 }), id: v.int() };
    expect(fieldErrors(() => validate("en", { username: "  " }, schema))).toEqual({
      username: ["The username field is required."],
      id: ["The ID field is required."],
    });
    expect(fieldErrors(() => validate("ar", { username: "ab", id: "0" }, schema))).toEqual({
      username: ["يجب ألا يقل اسم المستخدم عن 3 أحرف."],
      id: ["يجب أن يكون المعرّف عددًا صحيحًا."],
    });
  });

  it("puts earlier problems first and returns clean values with every field of the schema", () => {
    const schema = { password: v.text({ min: 8 }), phone: v.optional(v.phone()) };
    const earlier = { password: ["The password confirmation does not match."] };
    expect(fieldErrors(() => validate("en", { password: "short" }, schema, earlier))).toEqual({
      password: [
        "The password confirmation does not match.",
        "The password must be at least 8 characters.",
      ],
    });
    const input = validate("en", { password: [" first ", " long enough\u0001 "] }, schema);
    expect(input).toEqual({ password: "long enough", phone: undefined });
    expect("phone" in input).toBe(true);
  });

  it("counts characters, not UTF-16 units, and reads lists", () => {
    expect(validate("en", { name: "😀😀😀" }, { name: v.text({ min: 3, max: 3 }) })).toEqual({
      name: "😀😀😀",
    });
    const skills = { skills: v.list(v.int(), { max: 3 }) };
    expect(validate("en", { skills: "1, 2,3" }, skills)).toEqual({ skills: [1, 2, 3] });
    expect(fieldErrors(() => validate("en", { skills: ["1", "2", "3", "4"] }, skills))).toEqual({
      skills: ["The skills may not have more than 3 items."],
    });
  });
});

describe("the app and the provider share their rules", () => {
  const app = contactSchema((key) => key);
  const base = { name: "Mona", contact_reason: "other", info: "Hello there" };
  const samples = {
    email: ["a@b.co", "mona@example.com", "x@y", "a b@c.de", "a@b.c", "أحمد@مثال.عرب", "a@b..de"],
    phone: [
      "+1 (555) 123-4567",
      "12345",
      "123456",
      "1234567890123456",
      "+966 50 000 0000",
      "-12345",
      "٠٥٥١٢٣٤٥٦٧",
      "+۹۶۶ ۵۰ ۰۰۰ ۰۰۰۰",
      "٠٥٥",
    ],
  };

  for (const [field, values] of Object.entries(samples)) {
    it(`accept the same ${field}s`, () => {
      for (const value of values) {
        const fields = { email: "a@b.co", ...base, [field]: value };
        const appOk = app.safeParse(fields).success;
        const rules = { email: v.email(), phone: v.optional(v.phone()) };
        let providerOk = true;
        try {
          validate("en", fields, rules);
        } catch {
          providerOk = false;
        }
        expect(appOk, value).toBe(providerOk);
      }
    });
  }
});

describe("numbers typed with Arabic-Indic digits", () => {
  it("are accepted and kept with ASCII digits", () => {
    const rules = { phone: v.phone(), id: v.int() };
    expect(validate("ar", { phone: "٠٥٥١٢٣٤٥٦٧", id: "١٢" }, rules)).toEqual({
      phone: "0551234567",
      id: 12,
    });
    expect(validate("en", { phone: "+۹۶۶ ۵۰ ۱۲۳ ۴۵۶۷", id: "۷" }, rules)).toEqual({
      phone: "+966 50 123 4567",
      id: 7,
    });
  });
});
