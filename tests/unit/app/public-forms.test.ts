import { describe, expect, it } from "vitest";
import { askServiceSchema } from "~/modules/ask-service/schema";
import {
  ASK_CONSTRAINT,
  FILE_ACCEPT,
  isAcceptedFile,
  MAX_FILE_BYTES,
  withoutAsk,
} from "~/modules/ask-service/constraint";
import { contactSchema } from "~/modules/public-forms/contact";
import { formConstraint, parseForm } from "~/modules/validation/form-schema";

const t = (key: string) => key;

function form(values: Record<string, string | File>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

describe("contact schema", () => {
  const schema = contactSchema(t);
  const valid = {
    name: "Salma",
    email: "salma@example.com",
    phone: "+966 55 123 4567",
    contact_reason: "quote",
    info: "We need a new website.",
  };

  it("accepts a complete message and an empty phone", () => {
    expect(parseForm(form(valid), schema).status).toBe("success");
    const noPhone = parseForm(form({ ...valid, phone: "" }), schema);
    expect(noPhone.status).toBe("success");
  });

  it("takes a phone typed with Arabic-Indic digits and sends it with ASCII digits", () => {
    for (const [typed, sent] of [
      ["٠٥٥١٢٣٤٥٦٧", "0551234567"],
      ["+۹۶۶ ۵۵ ۱۲۳ ۴۵۶۷", "+966 55 123 4567"],
    ]) {
      const result = parseForm(form({ ...valid, phone: typed }), schema);
      expect(result.status, typed).toBe("success");
      expect(result.status === "success" && result.value.phone).toBe(sent);
    }
  });

  it("puts each problem on its field", () => {
    const result = parseForm(
      form({ name: "S", email: "nope", phone: "12", contact_reason: "spam", info: "Hi" }),
      schema,
    );
    expect(result.status).toBe("error");
    const errors = result.reply().error ?? {};
    expect(errors.name).toEqual(["validation.name_short"]);
    expect(errors.email).toEqual(["validation.email"]);
    expect(errors.phone).toEqual(["validation.phone"]);
    expect(errors.contact_reason).toEqual(["validation.reason"]);
    expect(errors.info).toEqual(["validation.info_short"]);
  });
});

describe("ask-service schema", () => {
  const schema = askServiceSchema(t);
  const png = new File([new Uint8Array([137, 80, 78, 71])], "brief.png", { type: "image/png" });

  it("requires type, info, a file, and from an anonymous visitor an email or a phone", () => {
    const result = parseForm(form({ type: "graphics", info: "A logo" }), schema);
    expect(result.status).toBe("error");
    expect(result.reply().error?.info_file).toEqual(["ask_service.validation.file_required"]);
    const anonymous = parseForm(form({ type: "graphics", info: "A logo", info_file: png }), schema);
    expect(anonymous.reply().error?.email).toEqual(["ask_service.validation.email_or_phone"]);
    const signedIn = askServiceSchema(t, { signedIn: true });
    const fields = { type: "graphics", info: "A logo", info_file: png };
    expect(parseForm(form(fields), signedIn).status).toBe("success");
    const ok = parseForm(form({ ...fields, phone: "٠٥٠ ١٢٣ ٤٥٦٧" }), schema);
    expect(ok.status).toBe("success");
  });

  it("refuses unknown types, other files and files over 10 MB", () => {
    const exe = new File(["MZ"], "tool.exe", { type: "application/octet-stream" });
    const result = parseForm(form({ type: "hacking", info: "A logo", info_file: exe }), schema);
    const errors = result.reply().error ?? {};
    expect(errors.type).toEqual(["ask_service.validation.type"]);
    expect(errors.info_file).toEqual(["ask_service.validation.file_type"]);
    const big = new File([new Uint8Array(MAX_FILE_BYTES + 1)], "big.pdf", {
      type: "application/pdf",
    });
    const tooBig = parseForm(form({ type: "graphics", info: "A logo", info_file: big }), schema);
    expect(tooBig.reply().error?.info_file).toEqual(["ask_service.validation.file_size"]);
  });

  it("accepts office files whose type the browser does not know", () => {
    expect(isAcceptedFile({ name: "brief.DOCX", type: "" })).toBe(true);
    expect(isAcceptedFile({ name: "brief.docx", type: "text/html" })).toBe(false);
    expect(FILE_ACCEPT).toContain("application/pdf");
  });

  it("the plain constraints equal what conform derives from the schema", () => {
    const derived = formConstraint(schema);
    expect(derived.type).toMatchObject(ASK_CONSTRAINT.type);
    expect(derived.info).toMatchObject(ASK_CONSTRAINT.info);
    expect(derived.info_file?.required).toBe(ASK_CONSTRAINT.info_file.required);
    for (const field of ["name", "email", "phone"] as const)
      expect(derived[field]).toMatchObject(ASK_CONSTRAINT[field]);
  });

  it("withoutAsk keeps the page and its other parameters", () => {
    expect(withoutAsk("/services?ask=graphics&page=2")).toBe("/services?page=2");
    expect(withoutAsk("/?ask=marketing")).toBe("/");
  });
});
