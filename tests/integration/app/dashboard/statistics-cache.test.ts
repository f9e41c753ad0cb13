// The menu's unread count may come from the short statistics memory (PROVIDER_CACHE_TTL_MS,
// off under tests unless set); the home page and the inbox always ask the provider, and a read
// mark forgets the memory so the next screen shows the new count.
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { forgetStatistics } from "~/modules/dashboard/statistics.server";
import { loader as layoutLoader } from "~/routes/dashboard/route";
import { action as inboxAction } from "~/routes/dashboard.notifications";
import { API, appRequest, mockProvider } from "../support";
import { args, post, sessionCookie } from "../accounts/helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();

function statistics(unread: () => number) {
  let calls = 0;
  provider.use(
    http.post(`${API}/dashboard/statistics`, () => {
      calls += 1;
      const data = answered.statistics({
        counts: { contact_messages: 3 },
        unread: { contact_messages: unread(), service_requests: 1 },
        new_this_week: {},
        weekly: [],
      });
      return HttpResponse.json({ status: 200, data });
    }),
  );
  return () => calls;
}

async function unreadOn(path: string): Promise<number> {
  const request = appRequest(path, { cookie: await sessionCookie() });
  const response = await layoutLoader(args(request));
  return ((await response.json()) as { unread: number }).unread;
}

describe("the menu's unread count", () => {
  beforeEach(() => forgetStatistics());

  it("asks the provider on every page when the memory is off (the test default)", async () => {
    const calls = statistics(() => 2);
    expect(await unreadOn("/dashboard/categories")).toBe(3);
    expect(await unreadOn("/dashboard/categories")).toBe(3);
    expect(calls()).toBe(2);
  });

  it("is remembered between list screens, read fresh on the home page and the inbox", async () => {
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "10000");
    let unread = 2;
    const calls = statistics(() => unread);
    expect(await unreadOn("/dashboard/categories")).toBe(3);
    unread = 5;
    expect(await unreadOn("/dashboard/services")).toBe(3);
    expect(calls()).toBe(1);
    expect(await unreadOn("/dashboard/notifications")).toBe(6);
    expect(await unreadOn("/dashboard/")).toBe(6);
    expect(calls()).toBe(3);
    // The fresh reads refreshed the memory.
    expect(await unreadOn("/dashboard/posts")).toBe(6);
    expect(calls()).toBe(3);
  });

  it("is forgotten when the admin marks a message read", async () => {
    vi.stubEnv("PROVIDER_CACHE_TTL_MS", "10000");
    let unread = 2;
    const calls = statistics(() => unread);
    provider.use(
      http.post(`${API}/dashboard/contact_messages/read`, () => {
        unread = 1;
        return HttpResponse.json({ status: 200 });
      }),
    );
    expect(await unreadOn("/dashboard/categories")).toBe(3);
    const mark = post(
      "/dashboard/notifications",
      { tab: "messages", id: "7", read: "1" },
      await sessionCookie(),
    );
    expect((await inboxAction(args(mark))).status).toBe(303);
    expect(await unreadOn("/dashboard/categories")).toBe(2);
    expect(calls()).toBe(2);
  });
});
