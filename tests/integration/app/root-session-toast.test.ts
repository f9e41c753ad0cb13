import { describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import {
  commitSession,
  destroySession,
  getSession,
  getUser,
  isAdmin,
  setSessionUser,
} from "~/modules/session/session.server";
import { createToastHeaders, getToast, redirectWithToast } from "~/modules/toast/toast.server";
import { API_KEY, appRequest, cookiesFrom, stubAppEnv, mockProvider } from "./support";

mockProvider();

async function loggedInCookie(role: string | null = "admin", secretEnv?: string) {
  if (secretEnv) stubAppEnv({ SESSION_SECRET: secretEnv });
  const request = appRequest("/auth/login");
  const session = await getSession(request);
  // The stand-in provider gives the role named after `~` (support.ts).
  const token = role === "admin" ? "secret-token-abc" : `secret-token-abc~${role ?? "none"}`;
  setSessionUser(session, { token, role, name: "Mona" });
  return (await commitSession(session, request)).split(";")[0];
}

function callRoot(path: string, cookie?: string) {
  return rootLoader({ request: appRequest(path, { cookie }), params: {}, context: {} });
}

describe("session", () => {
  it("is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http", async () => {
    const request = appRequest("/");
    const header = await commitSession(await getSession(request), request);
    expect(header).toMatch(/^__session=/);
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Path=/");
    expect(header).not.toContain("Secure");
  });

  it("is Secure when the visitor came over https through a proxy", async () => {
    const request = appRequest("/", { headers: { "X-Forwarded-Proto": "https" } });
    expect(await commitSession(await getSession(request), request)).toContain("Secure");
  });

  it("is Secure when COOKIE_SECURE=true", async () => {
    stubAppEnv({ COOKIE_SECURE: "true" });
    const request = appRequest("/");
    expect(await commitSession(await getSession(request), request)).toContain("Secure");
  });

  it("gives the user back and recognises the admin role", async () => {
    const cookie = await loggedInCookie("admin");
    const user = await getUser(appRequest("/", { cookie }));
    expect(user).toEqual({ token: "secret-token-abc", role: "admin", name: "Mona" });
    expect(isAdmin(user)).toBe(true);
    expect(isAdmin({ role: null })).toBe(false);
    expect(isAdmin({ role: "client" })).toBe(false);
  });

  it("keeps sessions encrypted with an older secret readable after rotation", async () => {
    const cookie = await loggedInCookie("admin", "first-secret");
    stubAppEnv({ SESSION_SECRET: "second-secret,first-secret" });
    expect(await getUser(appRequest("/", { cookie }))).not.toBeNull();
    stubAppEnv({ SESSION_SECRET: "third-secret" });
    expect(await getUser(appRequest("/", { cookie }))).toBeNull();
  });

  it("is encrypted: the value shows neither the token nor the role, plain or in base64", async () => {
    const cookie = await loggedInCookie("admin");
    const value = cookie.slice("__session=".length);
    const forms = (text: string) => [
      text,
      Buffer.from(text).toString("base64"),
      Buffer.from(text).toString("base64url"),
      Buffer.from(JSON.stringify({ token: text })).toString("base64"),
    ];
    for (const secret of [...forms("secret-token-abc"), ...forms("admin"), ...forms("Mona")]) {
      expect(value).not.toContain(secret.replace(/=+$/, ""));
    }
    expect(Buffer.from(value, "base64url").toString("latin1")).not.toMatch(/token|admin|Mona/);
    // Two commits of the same data differ (a fresh IV each time).
    expect(await loggedInCookie("admin")).not.toBe(cookie);
  });

  it("reads a tampered, truncated or foreign cookie as no session", async () => {
    const cookie = await loggedInCookie();
    const sealed = Buffer.from(cookie.slice("__session=".length), "base64url");
    for (const index of [0, 12, Math.floor(sealed.length / 2), sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[index] ^= 0x01;
      const tampered = `__session=${changed.toString("base64url")}`;
      expect(await getUser(appRequest("/", { cookie: tampered })), `byte ${index}`).toBeNull();
    }
    const truncated = `__session=${sealed.subarray(0, sealed.length - 4).toString("base64url")}`;
    expect(await getUser(appRequest("/", { cookie: truncated }))).toBeNull();
    for (const junk of ["", "abc", "%%%", "eyJ0b2tlbiI6ImZvcmdlZCJ9"]) {
      expect(await getUser(appRequest("/", { cookie: `__session=${junk}` }))).toBeNull();
    }
    // A toast cookie's sealed value is not accepted under the session's name.
    const toastValue = cookiesFrom(await createToastHeaders({ type: "info", message: "x" }));
    const swapped = toastValue.replace(/^__toast=/, "__session=");
    expect(await getUser(appRequest("/", { cookie: swapped }))).toBeNull();
  });

  it("is cleared by destroySession", async () => {
    const request = appRequest("/", { cookie: await loggedInCookie() });
    const header = await destroySession(await getSession(request), request);
    expect(header).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe("toasts", () => {
  it("travel encrypted too", async () => {
    const headers = await createToastHeaders({
      type: "error",
      message: "Visible only on the page",
    });
    const value = cookiesFrom(headers).slice("__toast=".length);
    expect(value).not.toContain("Visible");
    expect(Buffer.from(value, "base64url").toString("latin1")).not.toContain("Visible");
    expect(headers.get("Set-Cookie")).toMatch(/HttpOnly/);
  });

  it("survive a redirect and show once", async () => {
    const response = await redirectWithToast("/contact_us", {
      type: "success",
      message: "Message sent",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/contact_us");
    const cookie = cookiesFrom(response.headers);
    const { toast, headers } = await getToast(appRequest("/contact_us", { cookie }));
    expect(toast).toMatchObject({ type: "success", message: "Message sent" });
    expect(toast?.id).toEqual(expect.any(String));
    expect(headers?.get("Set-Cookie")).toMatch(/^__toast=;/);
  });

  it("are absent without a flash cookie", async () => {
    expect(await getToast(appRequest("/"))).toEqual({ toast: null, headers: null });
  });

  it("reach the root loader, which consumes them", async () => {
    const headers = await createToastHeaders({ type: "error", message: "Could not send" });
    const response = await callRoot("/", cookiesFrom(headers));
    const data = await response.json();
    expect(data.toast).toMatchObject({ type: "error", message: "Could not send" });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("__toast=;"))).toBe(true);
  });
});

describe("root loader", () => {
  it("tells the browser who is logged in but never the token or the api key", async () => {
    const response = await callRoot("/", await loggedInCookie("admin"));
    const text = await response.text();
    expect(JSON.parse(text).user).toEqual({
      name: "Mona",
      role: "admin",
      isAdmin: true,
      isStaff: true,
    });
    expect(text).not.toContain("secret-token-abc");
    expect(text).not.toContain(API_KEY);
    expect(text).not.toContain("newest-secret");
  });

  it("says who gets the navbar's dashboard link: staff, not a plain account", async () => {
    const editor = await (await callRoot("/", await loggedInCookie("editor"))).json();
    expect(editor.user).toMatchObject({ isAdmin: false, isStaff: true });
    const user = await (await callRoot("/", await loggedInCookie("user"))).json();
    expect(user.user).toMatchObject({ isAdmin: false, isStaff: false });
  });

  it("defaults to English and ignores Accept-Language", async () => {
    const response = await rootLoader({
      request: appRequest("/", { headers: { "Accept-Language": "ar" } }),
      params: {},
      context: {},
    });
    expect((await response.json()).locale).toBe("en");
  });

  it("follows the lng cookie, and ?lng= over it, storing a ?lng= choice", async () => {
    expect((await (await callRoot("/", "lng=ar")).json()).locale).toBe("ar");
    const response = await callRoot("/?lng=en", "lng=ar");
    expect((await response.json()).locale).toBe("en");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("lng=en;"))).toBe(true);
  });

  it("does not set the cookie again when ?lng= matches it", async () => {
    const response = await callRoot("/?lng=ar", "lng=ar");
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
