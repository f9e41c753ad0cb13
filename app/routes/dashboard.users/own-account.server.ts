// Spec §6: an admin who removes their own admin role lands on / told why, rather than bounced
// silently on the next page.
import { storeRole } from "~/modules/auth/live-session.server";
import { isStaff } from "~core/auth/permissions";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { Call, Row } from "~/modules/dashboard/provider.server";

function roleOf(row: Row): string | null {
  const role = row.role as { name?: unknown } | string | null | undefined;
  if (typeof role === "string") return role;
  return typeof role?.name === "string" ? role.name : null;
}

/** Null when the saved user is someone else. */
export async function ownAdminRoleRemoved(call: Call, saved: Row | undefined) {
  if (!saved) return null;
  const role = roleOf(saved);
  if (role === "admin") return null;
  const me = await providerFetch<{ user?: { id?: number } }>({
    request: call.request,
    language: call.language,
    path: "user",
    token: call.token,
  });
  if (!me.ok || me.body.user?.id !== saved.id) return null;
  const { request } = call;
  const t = await getServerT(call.language, "dashboard");
  // An editor keeps the content screens (auth/permissions.ts); anyone else leaves the dashboard.
  const editor = isStaff(role);
  return redirectWithToast(
    editor ? "/dashboard" : "/",
    { type: "info", message: t(editor ? "toast.own_admin_to_editor" : "toast.own_admin_removed") },
    { headers: { "Set-Cookie": await storeRole(request, role) } },
    request,
  );
}
