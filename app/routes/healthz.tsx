import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "~/modules/provider/errors";
import { providerStream } from "~/modules/provider/client.server";

const HEALTH_TIMEOUT_MS = 2_000;

/** Healthy when the provider answers: every page needs it. */
export async function loader({ request }: Partial<LoaderFunctionArgs> = {}) {
  const headers = { "Cache-Control": "no-store" };
  const unavailableHeaders = { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) };
  const result = await providerStream({
    request,
    path: "/api/health",
    headers: { Accept: "application/json" },
    timeoutMs: HEALTH_TIMEOUT_MS,
  });
  if (!result.ok) {
    const reason =
      result.failure === "timeout"
        ? `provider did not answer within ${HEALTH_TIMEOUT_MS} ms`
        : "provider unreachable";
    return json({ status: "error", reason }, { status: 503, headers: unavailableHeaders });
  }
  const response = result.response;
  // So the connection can be reused.
  await response.text().catch(() => "");
  if (response.status === 200) return json({ status: "ok" }, { headers });
  return json(
    { status: "error", reason: `provider answered ${response.status}` },
    { status: 503, headers: unavailableHeaders },
  );
}
