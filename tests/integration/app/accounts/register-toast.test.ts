// After registering, the success toast shows once. The register page's effect runs twice for one
// answer when React mounts effects twice (strict mode in development, which app/entry.client.tsx
// uses) or the page remounts; each run sends a toast, and the toaster shows one toast per id
// (toaster-sonner.tsx). This test runs the real action and the page's real effect the way strict
// mode does (run, clean up, run again) and reads what reached the toaster.
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { announceRegistration } from "~/components/auth/registered-notice";
import { startListening, stopListening } from "~/modules/toast/notify";
import { action as registerAction } from "~/routes/_site.auth.register";
import { API, mockProvider } from "../support";
import { args, post, protectedFields } from "./helpers";

const provider = mockProvider();

beforeEach(() => {
  // notify() wakes the toaster through window events; the node environment has none.
  vi.stubGlobal("window", new EventTarget());
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  startListening();
  stopListening();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The register action for a complete, valid form from `username`. */
function register(username: string) {
  return registerAction(
    args(
      post("/auth/register", {
        ...protectedFields(),
        username,
        email: `${username}-${Date.now()}@example.com`,
        password: "secret-pass-1",
        password_confirmation: "secret-pass-1",
        country: "Egypt",
        city: "Cairo",
        phone: "+20 100 123 4567",
        type: "client",
        agreement: "on",
      }),
    ),
  );
}

describe("registering", () => {
  it("sends the same toast however often the page's effect runs for one answer", async () => {
    provider.use(
      http.post(`${API}/register`, () =>
        HttpResponse.json({ status: 200, message: "Your account has been created." }),
      ),
    );
    const response = await register("toastperson");
    expect(response.status).toBe(200);
    const data = (await response.json()) as { message: string | null; toastId?: string };
    expect(data.message).toBe("Your account has been created.");

    const goToLogin = vi.fn();
    // What strict mode does with the page's effect: mount, unmount, mount.
    const cleanup = announceRegistration(data.message!, data.toastId, goToLogin);
    cleanup();
    const cleanupAgain = announceRegistration(data.message!, data.toastId, goToLogin);

    // The toaster was not listening yet: both toasts wait for it, as on a real page.
    const sent = startListening();
    expect(sent).toHaveLength(2);
    expect(sent.map((toast) => toast.message)).toEqual([data.message, data.message]);
    const shown = new Set(sent.map((toast) => toast.id));
    expect(shown.size, `toast ids ${sent.map((toast) => toast.id).join(", ")}`).toBe(1);

    // One trip to the login page, after the message has been read (spec §9).
    vi.advanceTimersByTime(2_000);
    expect(goToLogin).toHaveBeenCalledTimes(1);
    cleanupAgain();
  });

  it("gives every registration its own toast", async () => {
    provider.use(
      http.post(`${API}/register`, () => HttpResponse.json({ status: 200, message: "Created." })),
    );
    const ids = [];
    for (const n of [1, 2]) {
      const response = await register(`toastperson${n}`);
      ids.push(((await response.json()) as { toastId?: string }).toastId);
    }
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids[1]).toEqual(expect.any(String));
    expect(ids[0]).not.toBe(ids[1]);
  });
});
