// The users screen's invitations (docs/conventions.md, "Staff invitations"): the pending list for
// the loader, and the invite and withdraw posts, which come to `?invitations` so that the list's
// own action (crud.server.ts) never reads them.
import { json } from "@remix-run/node";
import { requireArea, throwIfAccessEnded } from "~/modules/dashboard/guard.server";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { readFormData } from "~/modules/http/form-body.server";
import { providerFetch } from "~/modules/provider/client.server";
import { pageStatusFor, toConformErrors } from "~/modules/provider/errors";
import type { Invitation } from "~/modules/provider/types";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { recordId } from "~/modules/page-query/page-query";
import { parseForm } from "~/modules/validation/form-schema";
import { INVITE_FIELDS, inviteSchema } from "./invite-schema";

const SCREEN = "/dashboard/users";

export function isInvitationPost(request: Request): boolean {
  return new URL(request.url).searchParams.has("invitations");
}

/** An empty list when the provider cannot answer: the users' list still shows. */
export async function pendingInvitations(
  request: Request,
  language: Language,
  token: string,
): Promise<Invitation[]> {
  const result = await providerFetch<{ data?: Invitation[] }>({
    request,
    language,
    path: "dashboard/invitations",
    method: "POST",
    token,
  });
  return result.ok ? (result.body.data ?? []) : [];
}

export async function invitationAction(request: Request, language: Language) {
  const user = await requireArea(request, language, "users");
  const t = await getServerT(language, "dashboard");
  const formData = await readFormData(request);
  if (formData.get("intent") === "withdraw") {
    const id = recordId(String(formData.get("id") ?? ""));
    if (!id) throw json({ message: "Bad Request" }, { status: 400 });
    const result = await providerFetch<{ message?: string }>({
      request,
      language,
      path: "dashboard/invitations/withdraw",
      method: "POST",
      token: user.token,
      body: { id },
    });
    if (!result.ok) await throwIfAccessEnded(request, result.error);
    const toast = result.ok
      ? { type: "success" as const, message: result.body.message || t("toast.deleted") }
      : { type: "error" as const, message: result.error.message };
    return redirectWithToast(SCREEN, toast, {}, request);
  }
  const submission = parseForm(formData, inviteSchema(t));
  if (submission.status !== "success") {
    return json({ invitation: submission.reply() }, { status: 400 });
  }
  const result = await providerFetch<{ message?: string }>({
    request,
    language,
    path: "dashboard/invitations/save",
    method: "POST",
    token: user.token,
    body: submission.value,
  });
  if (!result.ok) {
    await throwIfAccessEnded(request, result.error);
    const errors = toConformErrors(result.error, INVITE_FIELDS);
    return json({ invitation: submission.reply(errors) }, { status: pageStatusFor(result.error) });
  }
  return redirectWithToast(
    `${SCREEN}#invitations`,
    { type: "success", message: result.body.message || t("toast.saved") },
    {},
    request,
  );
}
