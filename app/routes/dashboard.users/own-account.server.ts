// An admin who saves their own account without the admin role loses the dashboard at once
// (spec §6: only admins may stay). Rather than a silent bounce to / on the next page, the session
// learns the new role and they land on / told why.
import { remainingMaxAge } from "~/modules/auth/guards.server";
import { isStaff } from "~/modules/auth/permissions";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { commitSession, getSession } from "~/modules/session/session.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import type { Call, Row } from "~/modules/dashboard/provider.server";

function roleOf(row: Row): string | null {
  const role = row.role as { name?: unknown } | string | null | undefined;
  if (typeof role === "string") return role;
  return typeof role?.name === "string" ? role.name : null;
}

/** The redirect for an admin who demoted themselves (to an editor or a user), or null when the saved user is someone else. */
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
  const session = await getSession(request);
  session.set("role", role);
  const maxAge = remainingMaxAge(session);
  const t = await getServerT(call.language, "dashboard");
  // An editor keeps the content screens (auth/permissions.ts); anyone else leaves the dashboard.
  const editor = isStaff(role);
  return redirectWithToast(
    editor ? "/dashboard" : "/",
    { type: "info", message: t(editor ? "toast.own_admin_to_editor" : "toast.own_admin_removed") },
    { headers: { "Set-Cookie": await commitSession(session, request, maxAge ? { maxAge } : {}) } },
    request,
  );
}
