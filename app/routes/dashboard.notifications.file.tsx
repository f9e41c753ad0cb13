import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/modules/dashboard/guard.server";
import { attachmentHeader, isStoragePath } from "~/modules/dashboard/inbox.server";
import { getEnv } from "~/modules/env/env.server";

/**
 * A service request's attached file, for admins only, always as a download (never rendered in
 * our origin). Streams from the provider's /storage path without buffering the file.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const path = url.searchParams.get("path");
  if (!isStoragePath(path)) return new Response("Not Found", { status: 404 });
  const env = getEnv();
  let upstream: Response;
  try {
    upstream = await fetch(new URL(path, `${env.PROVIDER_URL}/`), {
      redirect: "manual",
      signal: AbortSignal.timeout(env.PROVIDER_TIMEOUT_MS),
    });
  } catch {
    return new Response("Bad Gateway", { status: 502 });
  }
  if (!upstream.ok || !upstream.body) {
    return new Response("Not Found", { status: upstream.status === 404 ? 404 : 502 });
  }
  const fallback = path.split("/").pop() ?? "file";
  const headers = new Headers({
    "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
    "Content-Disposition": attachmentHeader(url.searchParams.get("name") ?? "", fallback),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
