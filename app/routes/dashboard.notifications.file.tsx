import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireArea } from "~/modules/dashboard/guard.server";
import { getLanguage } from "~/modules/i18n/i18next.server";
import {
  ATTACHMENT_CSP,
  attachmentDisposition,
  isStoragePath,
} from "~/modules/dashboard/inbox.server";
import { providerStream } from "~/modules/provider/client.server";

/** Always a download, streamed, named by the provider (never from the link), with the provider's
 * sandbox kept: a file opened anyway runs nothing in our origin (docs/security.md). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireArea(request, await getLanguage(request), "inbox");
  const path = new URL(request.url).searchParams.get("path");
  if (!isStoragePath(path)) return new Response("Not Found", { status: 404 });
  const query = new URLSearchParams({ path });
  const result = await providerStream({
    request,
    path: `/api/dashboard/service_requests/file?${query}`,
    token: user.token,
    apiKey: true,
  });
  if (!result.ok) return new Response("Bad Gateway", { status: 502 });
  const upstream = result.response;
  if (!upstream.ok || !upstream.body) {
    const status = upstream.status;
    if (status === 401 || status === 403) return new Response("Forbidden", { status: 403 });
    return new Response("Not Found", { status: status === 404 || status === 422 ? 404 : 502 });
  }
  const headers = new Headers({
    "Content-Type": upstream.headers.get("content-type") ?? "application/octet-stream",
    "Content-Disposition": attachmentDisposition(
      upstream.headers.get("content-disposition"),
      path.split("/").pop() ?? "file",
    ),
    "Content-Security-Policy": ATTACHMENT_CSP,
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
  });
  const length = upstream.headers.get("content-length");
  if (length) headers.set("Content-Length", length);
  return new Response(upstream.body, { status: 200, headers });
}
