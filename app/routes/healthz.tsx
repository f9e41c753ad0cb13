import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/modules/env/env.server";
import { RETRY_AFTER_SECONDS } from "~/modules/provider/errors";
import { getRequestId } from "~/modules/http/request-context.server";

const HEALTH_TIMEOUT_MS = 2_000;

/** The app is healthy when it can reach the provider: that is what every page needs. */
export async function loader({ request }: Partial<LoaderFunctionArgs> = {}) {
  const headers = { "Cache-Control": "no-store" };
  const unavailableHeaders = { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) };
  const url = `${getEnv().PROVIDER_URL}/api/health`;
  try {
    const response = await fetch(url, {
      // The same request id as the app's log line, so a failing probe is found in both logs.
      headers: {
        Accept: "application/json",
        ...(request && { "X-Request-Id": getRequestId(request) }),
      },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    // Drain the small body (within the same 2 s) so the connection can be reused.
    await response.text();
    if (response.status === 200) return json({ status: "ok" }, { headers });
    return json(
      { status: "error", reason: `provider answered ${response.status}` },
      { status: 503, headers: unavailableHeaders },
    );
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    const reason = timedOut
      ? `provider did not answer within ${HEALTH_TIMEOUT_MS} ms`
      : "provider unreachable";
    return json({ status: "error", reason }, { status: 503, headers: unavailableHeaders });
  }
}
