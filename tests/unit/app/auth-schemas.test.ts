// The account forms check in the browser what the provider checks (validation/rules.ts), so a
// visitor gets every message in one round, and the HTML constraints say the same.
import { describe, expect, it } from "vitest";
import { newPasswordSchema, registerSchema } from "~/modules/auth/schemas";
import { contactSchema } from "~/modules/public-forms/contact";
import { normalizeDigits } from "~core/validation/digits";
import {
  isPhone,
  PHONE_INPUT_PATTERN,
  PHONE_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from "~core/validation/rules";
import { formConstraint, parseForm } from "~/modules/validation/form-schema";

const t = (key: string) => key;

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

const valid = {
  username: "newperson",
  email: "new@example.com",
  password: "secret-pass-1",
  password_confirmation: "secret-pass-1",
  country: "Egypt",
  city: "Cairo",
  phone: "+20 100 123 4567",
  type: "client",
  agreement: "on",
};

describe("register schema", () => {
  const schema = registerSchema(t);

  it("states the provider's username and phone limits as HTML constraints", () => {
    const constraint = formConstraint(schema);
    expect(constraint.username).toMatchObject({
      required: true,
      minLength: USERNAME_MIN,
      maxLength: USERNAME_MAX,
    });
    expect(constraint.phone).toMatchObject({ required: true, maxLength: PHONE_MAX });
  });

  it("reports a short or odd username and a bad phone in the same round", () => {
    const short = parseForm(form({ ...valid, username: "ab", phone: "12" }), schema);
    expect(short.reply().error).toMatchObject({
      username: ["validation.username_short"],
      phone: ["validation.phone"],
    });
    const odd = parseForm(form({ ...valid, username: "a b c" }), schema);
    expect(odd.reply().error).toMatchObject({ username: ["validation.username_chars"] });
  });

  it("takes a phone typed with Arabic-Indic digits and sends ASCII digits", () => {
    const result = parseForm(form({ ...valid, phone: "٠٥٥١٢٣٤٥٦٧" }), schema);
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value.phone).toBe("0551234567");
  });
});

describe("new password schema", () => {
  it("takes a reset code typed with Arabic-Indic digits", () => {
    const result = parseForm(
      form({
        email: "a@b.co",
        code: "١٢٣٤٥٦",
        password: "secret-pass-1",
        password_confirmation: "secret-pass-1",
      }),
      newPasswordSchema(t),
    );
    expect(result.status === "success" && result.value.code).toBe("123456");
  });
});

describe("the phone rule in the HTML", () => {
  const samples = [
    "+20 100 123 4567",
    "0551234567",
    "٠٥٥١٢٣٤٥٦٧",
    "۰۵۵۱۲۳۴۵۶۷",
    "+966 (55) 123-4567",
    "  0551234567 ",
    "055.123.4567",
    "12",
    "12345",
    "123456",
    "1234567890123456",
    "+",
    "055 123 45ab",
    "phone",
    "--0551234567",
    "0551234567+",
    "٠٥٥-١٢٣",
    "0".repeat(15),
    `0${" ".repeat(24)}`,
  ];

  it("agrees with the provider's isPhone on typed text of any digits", () => {
    for (const sample of samples) {
      expect(PHONE_INPUT_PATTERN.test(sample), sample).toBe(
        isPhone(normalizeDigits(sample.trim())),
      );
    }
  });

  it.each([
    ["register", registerSchema(t)],
    ["contact", contactSchema(t)],
  ] as const)("is the %s form's phone pattern, as browsers read it", (_, schema) => {
    const pattern = formConstraint(schema).phone?.pattern;
    expect(pattern).toBeTruthy();
    // Browsers compile `pattern` with the v flag, anchored: ^(?:pattern)$.
    const html = new RegExp(`^(?:${pattern})$`, "v");
    for (const sample of samples) {
      expect(html.test(sample), sample).toBe(isPhone(normalizeDigits(sample.trim())));
    }
  });

  it("gives one message for a wrong phone, not the same twice", () => {
    const result = parseForm(form({ ...valid, phone: "12" }), registerSchema(t));
    expect(result.reply().error?.phone).toEqual(["validation.phone"]);
  });
});
