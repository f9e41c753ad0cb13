// Admin user management against the real provider: users/save, dashboard/users, deleting users.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, startProvider, type Provider } from "./harness.js";

let p: Provider;
let admin: string;
beforeAll(async () => {
  p = await startProvider({ seed: true });
  admin = await p.login();
});
afterAll(() => p.close());

type Rec = Record<string, unknown> & { id: number };

describe("users", () => {
  const newUser = {
    username: "nour",
    email: "nour@example.test",
    password: "nour-pass-123",
    password_confirmation: "nour-pass-123",
    type: "client",
    role: "user",
  };
  let id: number;

  it("users/save creates a user in the conventions' shape", async () => {
    const res = await p.post("users/save", { token: admin, form: newUser });
    expect(res.status).toBe(200);
    id = (res.body.data as Rec).id;
    expect(res.body.data).toEqual({
      id,
      username: "nour",
      email: "nour@example.test",
      phone: null,
      country: null,
      city: null,
      type: "client",
      role: { name: "user" },
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it("dashboard/users pages newest first with meta.total", async () => {
    const res = await p.post("dashboard/users?page=1", { token: admin });
    expect(res.body.meta).toMatchObject({ total: 2 });
    expect((res.body.data as Rec[])[0].email).toBe("nour@example.test");
    expect(JSON.stringify(res.body)).not.toContain("password");
  });

  it("updates role and type, keeps the password when none is given, and can promote to admin", async () => {
    const res = await p.post("users/save", {
      token: admin,
      form: { id, username: "nour", email: "nour@example.test", type: "company", role: "admin" },
    });
    expect(res.body.data).toMatchObject({ type: "company", role: { name: "admin" } });
    const token = await p.login("nour@example.test", "nour-pass-123");
    expect((await p.post("dashboard/statistics", { token })).status).toBe(200);
  });

  it("refuses duplicates, a bad role and removing the last admin", async () => {
    const dup = await p.post("users/save", {
      token: admin,
      form: { ...newUser, email: ADMIN_EMAIL, role: "root" },
    });
    expect(dup.status).toBe(422);
    expect(dup.body.errors).toEqual({
      role: ["The selected role is invalid."],
    });
    const taken = await p.post("users/save", {
      token: admin,
      form: { ...newUser, email: ADMIN_EMAIL, username: "other" },
    });
    expect(taken.body.errors).toEqual({ email: ["The email has already been taken."] });
    await p.post("users/save", {
      token: admin,
      form: { id, username: "nour", email: "nour@example.test", type: "company", role: "user" },
    });
    const me = await p.get("user", { token: admin });
    const last = await p.post("users/save", {
      token: admin,
      form: {
        id: (me.body.user as Rec).id,
        username: "admin",
        email: ADMIN_EMAIL,
        type: "company",
        role: "user",
      },
    });
    expect(last.status).toBe(422);
    expect(last.body.errors).toBe("The last administrator cannot lose the admin role.");
  });
});

describe("deleting users", () => {
  it("dashboard/users/delete removes a user and their sessions; admins only", async () => {
    const { token } = await p.makeUser();
    const me = (await p.get("user", { token })).body.user as Rec;
    expect((await p.post("dashboard/users/delete", { token, form: { id: me.id } })).status).toBe(
      403,
    );
    const del = await p.post("dashboard/users/delete", { token: admin, form: { id: me.id } });
    expect(del.body).toMatchObject({ status: 200, message: "deleted operation done successfully" });
    expect((await p.get("user", { token })).status).toBe(401);
    const again = await p.post("dashboard/users/delete", { token: admin, form: { id: me.id } });
    expect(again.status).toBe(404);
  });

  it("refuses an admin deleting themselves, with a translated reason; another admin can go", async () => {
    const me = (await p.get("user", { token: admin })).body.user as Rec;
    const self = await p.post("dashboard/users/delete", {
      token: admin,
      lang: "ar",
      form: { id: me.id },
    });
    expect(self.status).toBe(422);
    expect(self.body.errors).toBe("لا يمكنك حذف حسابك من لوحة التحكم.");
    // Another admin can go: the caller stays as an admin.
    const second = await p.post("users/save", {
      token: admin,
      form: {
        username: "second_admin",
        email: "second@example.test",
        password: "second-pass-123",
        password_confirmation: "second-pass-123",
        type: "company",
        role: "admin",
      },
    });
    const secondId = (second.body.data as Rec).id;
    const removed = await p.post("dashboard/users/delete", {
      token: admin,
      form: { id: secondId },
    });
    expect(removed.status).toBe(200);
  });
});
