// The site setting "admins must use a second factor": the dashboard's requireAdmin sends an
// admin with neither TOTP nor a passkey to /account/security, and lets others through.
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { requireAdminFactor } from "~/modules/account-security/admin-factor.server";
import { invalidateProviderCache } from "~/modules/provider/cache.server";
import { API, appRequest, caught, mockProvider, siteSettings } from "../support";
import { answered } from "../../../support/records";

const provider = mockProvider();
const admin = { token: "token-abc-123", role: "admin", name: "Mona" };

function answers(required: boolean, factors: { totp: boolean; passkeys: number }) {
  invalidateProviderCache(["settings"]);
  provider.use(
    http.get(`${API}/settings`, () =>
      HttpResponse.json({
        status: 200,
        data: answered.siteSettings({ ...siteSettings, admin_second_factor: required }),
      }),
    ),
    http.get(`${API}/account/factors`, () =>
      HttpResponse.json({ status: 200, data: answered.accountFactors(factors) }),
    ),
  );
}

describe("admins must use a second factor", () => {
  it("sends an admin without a factor to the security page, with a translated toast", async () => {
    answers(true, { totp: false, passkeys: 0 });
    const request = appRequest("/dashboard/services", { cookie: "lng=ar" });
    const response = await caught(requireAdminFactor(request, "ar", admin));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/account/security");
    expect(response.headers.get("Set-Cookie")).toContain("toast");
  });

  it("lets an admin with TOTP or a passkey through, and everyone while the setting is off", async () => {
    answers(true, { totp: true, passkeys: 0 });
    await expect(
      requireAdminFactor(appRequest("/dashboard"), "en", admin),
    ).resolves.toBeUndefined();
    answers(true, { totp: false, passkeys: 2 });
    await expect(
      requireAdminFactor(appRequest("/dashboard"), "en", admin),
    ).resolves.toBeUndefined();
    answers(false, { totp: false, passkeys: 0 });
    await expect(
      requireAdminFactor(appRequest("/dashboard"), "en", admin),
    ).resolves.toBeUndefined();
  });
});
