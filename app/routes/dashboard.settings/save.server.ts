// Spec §6, admins only; a plain POST, so it works without JavaScript.
import { json } from "@remix-run/node";
import { parseForm } from "~/modules/validation/form-schema";
import { dashboardSay } from "~/modules/dashboard/schema";
import type { SubmissionResult } from "@conform-to/react";
import { failLoader, requireAdmin, throwIfAccessEnded } from "~/modules/dashboard/guard.server";
import { postedFiles, withoutFiles } from "~/modules/dashboard/form-data";
import { isAllowedImage } from "~/modules/dashboard/entities";
import { DASHBOARD_BODY_BYTES } from "~/modules/http/edge.server";
import { withUploadForm, type MultipartResult } from "~/modules/http/upload-form.server";
import { MAX_FILE_BYTES } from "~core/validation/rules";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { providerFetch } from "~/modules/provider/client.server";
import { toConformErrors } from "~/modules/provider/errors";
import type { Item, Paged, Service } from "~/modules/provider/types";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { auditConflict, type ConflictNotice } from "~/modules/dashboard/conflict.server";
import {
  featuredFrom,
  FEATURED_MAX,
  FORM_FIELDS,
  PICTURES,
  placesOf,
  settingsSchema,
} from "~/modules/site-settings/form";
import { forgetSiteSettings } from "~/modules/site-settings/settings.server";
import type { SiteSettings } from "~/modules/site-settings/types";

export const SETTINGS_SCREEN = "/dashboard/settings";

export type SettingsActionData = {
  result: SubmissionResult<string[]>;
  places: Record<string, string>;
  toast?: string;
  /** Saved by someone else after the form was opened (ADR 0022); the form keeps what was typed. */
  conflict?: ConflictNotice;
};

type ServiceChoice = { id: number; ar_name: string; en_name: string };

type Call = { request: Request; language: Language; token: string };

async function serviceChoices(call: Call) {
  return providerFetch<Paged<Service>>({
    ...call,
    path: "services",
    query: { page: 1, per_page: 100 },
  });
}

export async function settingsLoader(request: Request, language: Language) {
  const user = await requireAdmin(request, language);
  const call = { request, language, token: user.token };
  // Not from the public read cache: the screen shows what is saved.
  const [settings, services] = await Promise.all([
    providerFetch<Item<SiteSettings>>({ ...call, path: "settings" }),
    serviceChoices(call),
  ]);
  if (!settings.ok) return failLoader(request, settings.error);
  if (!services.ok) return failLoader(request, services.error);
  const choices: ServiceChoice[] = services.body.data.map((service) => ({
    id: service.id,
    ar_name: service.ar_name,
    en_name: service.en_name,
  }));
  return json(
    {
      settings: settings.body.data,
      services: choices,
      places: placesOf(settings.body.data.featured_services),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function postedPlaces(formData: FormData): { places: Record<string, string>; ids: number[] } {
  const places: Record<string, string> = {};
  const ids: number[] = [];
  for (const [key, value] of formData.entries()) {
    const match = /^featured\.(\d{1,12})$/.exec(key);
    if (!match || typeof value !== "string") continue;
    places[match[1]] = value.slice(0, 10);
    ids.push(Number(match[1]));
  }
  return { places, ids };
}

/** The stamp the form was opened with; none (an older form) is no check. */
function stampOf(formData: FormData): string | undefined {
  const stamp = formData.get("updated_at");
  return typeof stamp === "string" && stamp ? stamp : undefined;
}

const UPLOAD_LIMITS = { maxFileBytes: MAX_FILE_BYTES, maxBodyBytes: DASHBOARD_BODY_BYTES };

export async function settingsAction(request: Request, language: Language) {
  const user = await requireAdmin(request, language);
  return withUploadForm(request, UPLOAD_LIMITS, (form) =>
    saveSettings(request, language, user.token, form),
  );
}

async function saveSettings(
  request: Request,
  language: Language,
  token: string,
  form: MultipartResult,
) {
  const t = await getServerT(language, "dashboard");
  const formData = withoutFiles(form.formData);
  const submission = parseForm(formData, settingsSchema(dashboardSay(t)));
  const { places, ids } = postedPlaces(formData);
  const featured = featuredFrom(places, ids);
  const featuredError = featured.bad
    ? t("settings.messages.place", { max: FEATURED_MAX })
    : featured.ids.length > FEATURED_MAX
      ? t("settings.messages.too_many", { max: FEATURED_MAX })
      : null;
  const refuse = (data: Omit<SettingsActionData, "places">, status = 400) =>
    json<SettingsActionData>({ ...data, places }, { status });

  // The provider checks the pictures by content; the name and type catch most mistakes early.
  const pictureErrors: Record<string, string[]> = {};
  const pictures: Record<string, File | string> = {};
  for (const name of PICTURES) {
    const [file] = postedFiles(form.formData, name);
    if (!form.ok && form.field === name) pictureErrors[name] = [t("toast.file_too_large")];
    else if (file && !isAllowedImage(file)) pictureErrors[name] = [t("toast.not_image")];
    else if (file) pictures[name] = file;
    else if (formData.get(`remove_${name}`) === "on") pictures[`remove_${name}`] = "on";
  }
  if (submission.status !== "success" || featuredError || Object.keys(pictureErrors).length) {
    return refuse({
      result: submission.reply({
        fieldErrors: {
          ...pictureErrors,
          ...(featuredError ? { featured_services: [featuredError] } : {}),
        },
      }),
    });
  }
  const saved = await providerFetch<Item<SiteSettings>>({
    request,
    language,
    token,
    method: "POST",
    path: "dashboard/settings/save",
    body: {
      ...submission.value,
      ...pictures,
      featured_services: featured.ids,
      updated_at: stampOf(formData),
    },
  });
  if (!saved.ok) {
    await throwIfAccessEnded(request, saved.error);
    if (saved.error.conflict) {
      const conflict = auditConflict("settings", saved.error.conflict);
      return refuse({ result: submission.reply(), conflict }, 409);
    }
    const errors = toConformErrors(saved.error, [...FORM_FIELDS, ...PICTURES, "featured_services"]);
    // Spec §5: a field's message by its field, the rest as a toast.
    return refuse({ result: submission.reply(errors), toast: errors.formErrors[0] });
  }
  // Every page, on every replica (ADR 0004, 0007).
  forgetSiteSettings();
  return redirectWithToast(
    SETTINGS_SCREEN,
    { type: "success", message: saved.body.message || t("toast.saved") },
    {},
    request,
  );
}
