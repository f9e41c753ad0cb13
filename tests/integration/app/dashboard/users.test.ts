// Users in the dashboard: deleting goes to the provider's dashboard/users/delete and shows its
// refusal as a toast; an admin who takes away their own admin role lands on / told why.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/dashboard.users/route";
import { getUser } from "~/modules/session/session.server";
import { getToast } from "~/modules/toast/toast.server";
import { API, appRequest, cookiesFrom, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();

const user = (id: number, role: string) =>
  answered.user({
    id,
    username: `user${id}`,
    email: `user${id}@example.test`,
    phone: null,
    country: null,
    city: null,
    type: "client",
    role: { name: role },
    created_at: "2024-01-01T00:00:00.000Z",
    updated_at: "2024-01-01T00:00:00.000Z",
  });

const edit = (id: number, role: string) => ({
  intent: "save",
  id: String(id),
  username: `user${id}`,
  email: `user${id}@example.test`,
  type: "client",
  role,
});

async function toastOf(response: Response) {
  const next = appRequest("/", { cookie: cookiesFrom(response.headers) });
  return { toast: (await getToast(next)).toast, user: await getUser(next) };
}

function answerSave(saved: ReturnType<typeof user>, meId: number) {
  provider.use(
    http.post(`${API}/users/save`, () =>
      HttpResponse.json({ status: 200, message: "Saved successfully.", data: saved }),
    ),
    http.get(`${API}/user`, () => HttpResponse.json({ status: 200, user: user(meId, "admin") })),
  );
}

describe("an admin's own role", () => {
  it("taken away by themselves: to / with a toast saying why, the session no longer admin", async () => {
    answerSave(user(5, "user"), 5);
    const request = post("/dashboard/users", edit(5, "user"), await sessionCookie());
    const response = (await action(args(request))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    const { toast, user: after } = await toastOf(response);
    expect(toast).toMatchObject({
      type: "info",
      message:
        "You removed the administrator role from your own account, so the dashboard is no longer open to you.",
    });
    expect(after?.role).toBe("user");
  });

  it("made an editor by themselves: to the dashboard they still have, the session an editor", async () => {
    answerSave(user(5, "editor"), 5);
    const request = post("/dashboard/users", edit(5, "editor"), await sessionCookie());
    const response = (await action(args(request))) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard");
    const { toast, user: after } = await toastOf(response);
    expect(toast).toMatchObject({
      type: "info",
      message:
        "You made your own account an editor, so the administrators' screens are no longer open to you.",
    });
    expect(after?.role).toBe("editor");
  });

  it("someone else's: back to the list as usual", async () => {
    answerSave(user(6, "user"), 5);
    const request = post("/dashboard/users", edit(6, "user"), await sessionCookie());
    const response = (await action(args(request))) as Response;
    expect(response.headers.get("Location")).toBe("/dashboard/users#row-6");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__session="))).toBe(false);
  });
});

describe("deleting a user", () => {
  it("asks the provider and confirms with the spec's toast", async () => {
    const asked: string[] = [];
    provider.use(
      http.post(`${API}/dashboard/users/delete`, async ({ request }) => {
        asked.push(String((await request.formData()).get("id")));
        return HttpResponse.json({ status: 200, message: "deleted operation done successfully" });
      }),
    );
    const request = post("/dashboard/users", { intent: "delete", id: "7" }, await sessionCookie());
    const response = (await action(args(request))) as Response;
    expect(asked).toEqual(["7"]);
    expect(response.headers.get("Location")).toBe("/dashboard/users");
    expect((await toastOf(response)).toast).toMatchObject({
      type: "success",
      message: "deleted operation done successfully",
    });
  });

  it("shows the provider's refusal (own account, last admin) as an error toast", async () => {
    const refusal = "You cannot delete your own account from the dashboard.";
    provider.use(
      http.post(`${API}/dashboard/users/delete`, () =>
        HttpResponse.json({ status: 422, errors: refusal }, { status: 422 }),
      ),
    );
    const request = post("/dashboard/users", { intent: "delete", id: "5" }, await sessionCookie());
    const response = (await action(args(request))) as Response;
    expect((await toastOf(response)).toast).toMatchObject({ type: "error", message: refusal });
  });
});
