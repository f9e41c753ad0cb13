// The app asks the provider for passkey options with the site's own origin: PUBLIC_URL's when it
// is set, whatever Host the request names (ADR 0021).
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/auth.passkey";
import { API, mockProvider, stubAppEnv } from "../support";
import { args, post } from "./helpers";
import { answered } from "../../../support/records";

const provider = mockProvider();

function optionsFrom(host: string) {
  const request = post("/auth/passkey", { step: "options" });
  const forged = new Request(`http://${host}/auth/passkey`, request);
  forged.headers.set("Host", host);
  return action(args(forged));
}

describe("passkey options", () => {
  it("name PUBLIC_URL's origin, not the Host of the request", async () => {
    stubAppEnv({ PUBLIC_URL: "https://www.example.test" });
    const origins: string[] = [];
    provider.use(
      http.post(`${API}/login/passkey-options`, async ({ request }) => {
        origins.push(String((await request.formData()).get("origin")));
        return HttpResponse.json({
          status: 200,
          data: answered.passkeyOptions({ options: { challenge: "c" }, challenge_id: "1" }),
        });
      }),
    );
    const response = await optionsFrom("evil.example");
    expect(response.status).toBe(200);
    expect(origins).toEqual(["https://www.example.test"]);
  });
});
