import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { getEnv } from "~/modules/env/env.server";
import { RETRY_AFTER_SECONDS } from "~/modules/provider/errors";
import { getRequestId } from "~/modules/http/request-context.server";

const HEALTH_TIMEOUT_MS = 2_000;

/** Healthy when the provider answers: every page needs it. */
export async function loader({ request }: Partial<LoaderFunctionArgs> = {}) {
  const headers = { "Cache-Control": "no-store" };
  const unavailableHeaders = { ...headers, "Retry-After": String(RETRY_AFTER_SECONDS) };
  const url = `${getEnv().PROVIDER_URL}/api/health`;
  try {
    const response = await fetch(url, {
      // A failing probe is found in both logs.
      headers: {
        Accept: "application/json",
        ...(request && { "X-Request-Id": getRequestId(request) }),
      },
      signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS),
    });
    // So the connection can be reused.
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
