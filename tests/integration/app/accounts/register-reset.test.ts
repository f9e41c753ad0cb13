// Register and the password reset, against msw standing in for the provider.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action as newPasswordAction } from "~/routes/_site.auth.new_password/route";
import { action as registerAction } from "~/routes/_site.auth.register";
import { action as resetAction } from "~/routes/_site.auth.reset";
import { API, mockProvider } from "../support";
import { args, post, protectedFields } from "./helpers";

const provider = mockProvider();

type Reply = {
  status?: string;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null> | null;
};

let emailCounter = 0;
const freshEmail = () => `person${++emailCounter}-${Date.now()}@example.com`;

describe("register", () => {
  const fields = () => ({
    ...protectedFields(),
    username: "newperson",
    email: freshEmail(),
    password: "secret-pass-1",
    password_confirmation: "secret-pass-1",
    country: "Egypt",
    city: "Cairo",
    phone: "+20 100 123 4567",
    type: "company",
    agreement: "on",
  });

  it("puts the provider's field errors next to the inputs and keeps the values", async () => {
    provider.use(
      http.post(`${API}/register`, () =>
        HttpResponse.json(
          {
            status: 422,
            errors: { email: ["The email has already been taken."], phone: ["Bad", "phone"] },
          },
          { status: 422 },
        ),
      ),
    );
    const sent = fields();
    const response = await registerAction(args(post("/auth/register", sent)));
    expect(response.status).toBe(422);
    const { result, message } = (await response.json()) as { result: Reply; message: null };
    expect(message).toBeNull();
    expect(result.error?.email).toEqual(["The email has already been taken."]);
    expect(result.error?.phone).toEqual(["Bad", "phone"]);
    expect(result.initialValue).toMatchObject({
      email: sent.email,
      city: "Cairo",
      type: "company",
    });
    expect(result.initialValue).not.toHaveProperty("password");
    expect(result.initialValue).not.toHaveProperty("password_confirmation");
  });

  it("sends the provider's field names and returns its message with a cleared form", async () => {
    let received: Record<string, string> = {};
    provider.use(
      http.post(`${API}/register`, async ({ request }) => {
        received = Object.fromEntries(
          [...(await request.formData())].map(([k, v]) => [k, String(v)]),
        );
        return HttpResponse.json({ status: 200, message: "Your account has been created." });
      }),
    );
    const sent = fields();
    const response = await registerAction(args(post("/auth/register", sent)));
    const { result, message, toastId } = (await response.json()) as {
      result: Reply;
      message: string;
      toastId?: string;
    };
    expect(message).toBe("Your account has been created.");
    // The page's toast carries this id, so an effect that runs twice still shows one toast.
    expect(toastId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.initialValue).toBeNull();
    expect(Object.keys(received).sort()).toEqual([
      "city",
      "country",
      "email",
      "password",
      "password_confirmation",
      "phone",
      "type",
      "username",
    ]);
  });

  it("checks the form on the server too (agreement, matching passwords), without the provider", async () => {
    const unchecked = await registerAction(
      args(post("/auth/register", { ...fields(), agreement: "" })),
    );
    expect(unchecked.status).toBe(400);
    const first = ((await unchecked.json()) as { result: Reply }).result;
    expect(first.error?.agreement?.length).toBe(1);
    const mismatch = await registerAction(
      args(post("/auth/register", { ...fields(), password_confirmation: "other-pass" })),
    );
    expect(mismatch.status).toBe(400);
    const second = ((await mismatch.json()) as { result: Reply }).result;
    expect(second.error?.password_confirmation?.length).toBe(1);
  });

  it("refuses a form that trips the protection", async () => {
    const response = await registerAction(
      args(post("/auth/register", { ...fields(), fp_website: "x" })),
    );
    expect(response.status).toBe(400);
    const { result } = (await response.json()) as { result: Reply };
    expect(result.error?.[""]?.length).toBe(1);
  });
});

const newPassword = {
  email: "who@example.com",
  code: "123456",
  password: "new-secret-1",
  password_confirmation: "new-secret-1",
};

describe("password reset", () => {
  it("answers the same for any address and goes on to /auth/new_password", async () => {
    provider.use(
      http.post(`${API}/password/forgot`, () =>
        HttpResponse.json({
          status: 200,
          message: "If the address is known, a code is on its way.",
        }),
      ),
    );
    const response = await resetAction(args(post("/auth/reset", { email: "who@example.com" })));
    expect(response.headers.get("Location")).toBe("/auth/new_password?email=who%40example.com");
  });

  it("shows a wrong code next to the code input and keeps the email", async () => {
    provider.use(
      http.post(`${API}/password/reset`, () =>
        HttpResponse.json(
          { status: 422, errors: { code: ["The code is not valid."] } },
          { status: 422 },
        ),
      ),
    );
    const response = await newPasswordAction(args(post("/auth/new_password", newPassword)));
    const reply = (await response.json()) as Reply;
    expect(reply.error?.code).toEqual(["The code is not valid."]);
    expect(reply.initialValue).toMatchObject({ email: "who@example.com", code: "123456" });
    expect(reply.initialValue).not.toHaveProperty("password");
  });

  it("a changed password leads to /auth/login with a success toast", async () => {
    provider.use(
      http.post(`${API}/password/reset`, () =>
        HttpResponse.json({ status: 200, message: "Changed." }),
      ),
    );
    const response = await newPasswordAction(args(post("/auth/new_password", newPassword)));
    expect(response.headers.get("Location")).toBe("/auth/login");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__toast="))).toBe(true);
  });
});
