// Staff invitations in the app (docs/conventions.md, "Staff invitations"): the users screen's
// invite and withdraw posts, and the invitation page that sets the password and signs in.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { runInRequestContext } from "~/modules/http/request-context.server";
import { getUser } from "~/modules/session/session.server";
import { getToast } from "~/modules/toast/toast.server";
import { action, loader } from "~/routes/_site.auth.invitation/route";
import { action as usersAction } from "~/routes/dashboard.users/route";
import { accountWith, API, appRequest, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie, TOKEN } from "./helpers";

const provider = mockProvider();

type Reply = { error?: Record<string, string[] | null> | null; initialValue?: object | null };

const CODE = "abcd-efgh-jkmn-pqrs-tuvw-xyz2";
const accept = {
  token: CODE,
  username: "rana",
  password: "lamp-orbit-quilt-9",
  password_confirmation: "lamp-orbit-quilt-9",
};

let counter = 0;
const inContext = <T>(run: () => Promise<T>) =>
  runInRequestContext(
    { requestId: `invitation-${++counter}`, nonce: "n", clientAddress: "198.51.100.90" },
    run,
  );

describe("the invitation page", () => {
  it("shows who invited to what role, kept by no cache; a withdrawn code says so", async () => {
    provider.use(
      http.get(`${API}/invitation`, ({ request }) =>
        new URL(request.url).searchParams.get("token") === CODE
          ? HttpResponse.json({
              status: 200,
              data: {
                email: "rana@example.test",
                role: "editor",
                inviter: "mona",
                expires_at: "2030-01-01T00:00:00.000Z",
              },
            })
          : HttpResponse.json(
              {
                status: 410,
                errors:
                  "This invitation was withdrawn. Ask the person who invited you for a new one.",
              },
              { status: 410 },
            ),
      ),
    );
    const shown = await loader(args(appRequest(`/auth/invitation?token=${CODE}`)));
    expect(await shown.json()).toMatchObject({
      invitation: { email: "rana@example.test", role: "editor", inviter: "mona" },
      problem: null,
    });
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.get("Referrer-Policy")).toBe("no-referrer");
    const gone = await loader(args(appRequest("/auth/invitation?token=zzzz")));
    expect(await gone.json()).toMatchObject({
      invitation: null,
      problem: "This invitation was withdrawn. Ask the person who invited you for a new one.",
    });
  });

  it("refuses a guessable password by the field before asking the provider", async () => {
    let reached = 0;
    provider.use(http.post(`${API}/invitation/accept`, () => (reached++, HttpResponse.json({}))));
    const weak = { ...accept, password: "password1", password_confirmation: "password1" };
    const response = await inContext(() => action(args(post("/auth/invitation", weak, "lng=ar"))));
    expect(response.status).toBe(400);
    const reply = (await response.json()) as Reply;
    expect(Object.keys(reply.error ?? {})).toEqual(["password"]);
    expect(reply.error?.password?.[0]).toMatch(/[\u0600-\u06ff]/);
    expect(reached).toBe(0);
  });

  it("shows the provider's reason by the code's field", async () => {
    provider.use(
      http.post(`${API}/invitation/accept`, () =>
        HttpResponse.json(
          { status: 422, errors: { token: ["This invitation has already been used."] } },
          { status: 422 },
        ),
      ),
    );
    const response = await inContext(() => action(args(post("/auth/invitation", accept))));
    expect(response.status).toBe(422);
    const reply = (await response.json()) as Reply;
    expect(reply.error).toMatchObject({ token: ["This invitation has already been used."] });
    expect(reply.initialValue).not.toHaveProperty("password");
  });

  it("signs the new editor in and goes to the dashboard", async () => {
    provider.use(
      http.post(`${API}/invitation/accept`, () =>
        HttpResponse.json({
          status: 200,
          message: "Welcome, rana! Your account is ready.",
          token: TOKEN,
          user: accountWith({
            id: 9,
            username: "rana",
            email: "rana@example.test",
            role: { name: "editor" },
          }),
        }),
      ),
      http.post(`${API}/validate-user`, () => HttpResponse.json({ status: 200 })),
    );
    const response = (await inContext(() =>
      action(args(post("/auth/invitation", accept))),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/dashboard");
    const next = appRequest("/", { cookie: cookiesFrom(response.headers) });
    expect(await getUser(next)).toEqual({ token: TOKEN, role: "editor", name: "rana" });
  });
});

describe("inviting from the users screen", () => {
  it("sends email and role, and shows the provider's refusal by the field", async () => {
    const sent: Record<string, string>[] = [];
    provider.use(
      http.post(`${API}/dashboard/invitations/save`, async ({ request }) => {
        const form = Object.fromEntries(await request.formData()) as Record<string, string>;
        sent.push(form);
        if (form.email === "taken@example.test")
          return HttpResponse.json(
            { status: 422, errors: { email: ["This email already has an account."] } },
            { status: 422 },
          );
        return HttpResponse.json({ status: 200, message: "Invitation sent to new@example.test." });
      }),
    );
    const cookie = await sessionCookie();
    const invite = (email: string, role = "editor") =>
      usersAction(
        args(post("/dashboard/users?invitations", { intent: "invite", email, role }, cookie)),
      );
    const ok = (await invite("new@example.test")) as Response;
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe("/dashboard/users#invitations");
    const toast = await getToast(appRequest("/", { cookie: cookiesFrom(ok.headers) }));
    expect(toast.toast).toMatchObject({
      type: "success",
      message: "Invitation sent to new@example.test.",
    });
    expect(sent[0]).toEqual({ email: "new@example.test", role: "editor" });
    const taken = (await invite("taken@example.test")) as Response;
    expect(taken.status).toBe(400);
    const body = (await taken.json()) as { invitation: Reply };
    expect(body.invitation.error).toMatchObject({ email: ["This email already has an account."] });
    const badRole = (await invite("x@example.test", "user")) as Response;
    expect(badRole.status).toBe(400);
    expect(sent).toHaveLength(2);
  });

  it("withdraws by id with the provider's message", async () => {
    let withdrawn: FormDataEntryValue | null = null;
    provider.use(
      http.post(`${API}/dashboard/invitations/withdraw`, async ({ request }) => {
        withdrawn = (await request.formData()).get("id");
        return HttpResponse.json({
          status: 200,
          message: "The invitation was withdrawn.",
          data: { id: 4 },
        });
      }),
    );
    const request = post(
      "/dashboard/users?invitations",
      { intent: "withdraw", id: "4" },
      await sessionCookie(),
    );
    const response = (await usersAction(args(request))) as Response;
    expect(withdrawn).toBe("4");
    const toast = await getToast(appRequest("/", { cookie: cookiesFrom(response.headers) }));
    expect(toast.toast).toMatchObject({
      type: "success",
      message: "The invitation was withdrawn.",
    });
  });
});
