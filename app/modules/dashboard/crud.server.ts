// Every modal and confirm is rendered on the server so it works without JavaScript.
import { json } from "@remix-run/node";
import { parseForm } from "~/modules/validation/form-schema";
import type { SubmissionResult } from "@conform-to/react";
import type { Language } from "~/modules/i18n/config";
import { getServerT } from "~/modules/i18n/i18next.server";
import { invalidateProviderCache } from "~/modules/provider/cache.server";
import { applyRetryAfter, pageStatusFor, toConformErrors } from "~/modules/provider/errors";
import { keepForm, keptFormPage, providerAway } from "./kept-form.server";
import { conflictNotice, type ConflictNotice } from "./conflict.server";
import { redirectWithToast } from "~/modules/toast/toast.server";
import { ENTITIES, formFieldNames, isAllowedImage, isCreatable, type EntityKey } from "./entities";
import {
  changeRows,
  emptyInputs,
  postedFiles,
  toProviderFormData,
  withoutFiles,
  withPlainRichText,
} from "./form-data";
import { areaOf } from "~core/auth/permissions";
import { throwIfAccessEnded, failLoader, requireArea } from "./guard.server";
import { backQuery, landingPage } from "./placement";
import { pageNumber, recordId } from "~/modules/page-query/page-query";
import { modalFor, type ModalData } from "./modal-data.server";
import {
  deletedMessage,
  deletedRows,
  hasTrash,
  revisionPost,
  type DeletedRow,
} from "./revisions.server";
import {
  deleteRow,
  listRows,
  loadOptions,
  saveRow,
  type Call,
  type ListPage,
  type Option,
  type Row,
} from "./provider.server";
import { dashboardSay, schemaFor } from "./schema";
import { COPY_PREFIX } from "./field-pairs";
import { copyAnswer } from "./copy.server";
import { readSiteTimeZone } from "~/modules/site-settings/settings.server";
import { LANGS, publishIntent, statusesFor, withPublishing } from "./publishing";
import { deleteBlocker } from "./delete-blockers.server";
import { bulkConfirmOf, bulkPost, type BulkConfirm } from "./bulk.server";
import { listState, NO_TOOLS, type ListState } from "./list-query";
import { listToolsOf } from "~core/dashboard/list-tools";
import { DASHBOARD_BODY_BYTES } from "~/modules/http/edge.server";
import { withUploadForm, type MultipartResult } from "~/modules/http/upload-form.server";
import { MAX_FILE_BYTES } from "~core/validation/rules";

export type { Option, Row } from "./provider.server";

export type ListLoaderData = ListPage & {
  key: EntityKey;
  q: string;
  needs?: string;
  /** The list's own query (page, q, ...) that modals and forms return to. */
  back: string;
  modal: ModalData | null;
  confirm: Row | null;
  /** Why the confirmed row cannot be deleted (a message key). */
  blocked: string | null;
  list: ListState;
  relationOptions: Option[];
  bulkConfirm: BulkConfirm | null;
  pages?: number;
  hasMore?: boolean;
  table?: string;
  deleted?: DeletedRow[];
  showDeleted?: boolean;
  /** A delete goes to "Recently deleted" for 30 days: the confirm says so (docs/publishing.md). */
  undoable?: boolean;
};

export type ActionData = {
  result: SubmissionResult<string[]>;
  /** Spec §5: a field's message is next to its field, anything else a toast. */
  toast?: string;
  /** The refused form cannot hand chosen images back, so the summary says so. */
  filesChosen?: boolean;
  rows?: number;
  copied?: string;
  /** The record changed after the form was opened (ADR 0022); the form keeps what was typed. */
  conflict?: ConflictNotice;
};

export async function listLoader(
  request: Request,
  language: Language,
  key: EntityKey,
  page?: ListPage,
): Promise<ListLoaderData> {
  const user = await requireArea(request, language, areaOf(key));
  const config = ENTITIES[key];
  const call = { request, language, token: user.token };
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const needs = LANGS.find((lang) => config.workflow && lang === url.searchParams.get("needs"));
  const list = page ? NO_TOOLS : listState(key, url.searchParams);
  const relation = listToolsOf(key)?.relation;
  const current = pageNumber(url.searchParams.get("page"));
  const [result, relationOptions, deleted] = await Promise.all([
    page
      ? { ok: true as const, value: page }
      : listRows(config, call, { page: current, q, needs, ...list }),
    relation ? loadOptions(relation.options, call) : [],
    deletedRows(config, call),
  ]);
  const lists = { list, relationOptions, bulkConfirm: null };
  if (!result.ok) {
    const kept = keptFormPage(config, result.error);
    if (kept) {
      const back = backQuery(url.searchParams);
      return { ...kept, ...lists, key, q, needs: needs ?? "", back, confirm: null, blocked: null };
    }
    return failLoader(request, result.error);
  }
  const listed = result.value;
  const deleteId = recordId(url.searchParams.get("delete"));
  const confirm = deleteId ? (listed.items.find((row) => row.id === deleteId) ?? null) : null;
  const data: ListLoaderData = {
    ...listed,
    key,
    q,
    needs: needs ?? "",
    back: backQuery(url.searchParams),
    modal: await modalFor(config, call, url, listed.items),
    confirm,
    blocked: confirm ? await deleteBlocker(key, call, confirm.id) : null,
    ...lists,
    bulkConfirm: bulkConfirmOf(config, url, listed.items),
    deleted,
    showDeleted: url.searchParams.get("deleted") === "1" && deleted.length > 0,
    undoable: hasTrash(config),
  };
  return data;
}

type ActionOptions = {
  afterEdit?: (call: Call, saved: Row | undefined) => Promise<Response | null>;
};

const UPLOAD_LIMITS = { maxFileBytes: MAX_FILE_BYTES, maxBodyBytes: DASHBOARD_BODY_BYTES };

export async function listAction(
  request: Request,
  language: Language,
  key: EntityKey,
  options: ActionOptions = {},
) {
  const user = await requireArea(request, language, areaOf(key));
  const call = { request, language, token: user.token };
  return withUploadForm(request, UPLOAD_LIMITS, (form) => listPost(key, call, form, options));
}

async function listPost(key: EntityKey, call: Call, form: MultipartResult, options: ActionOptions) {
  const { request } = call;
  const config = ENTITIES[key];
  const t = await getServerT(call.language, "dashboard");
  const formData = withPlainRichText(config, form.formData);
  const intent = String(formData.get("intent") ?? "save");
  const back = backQuery(String(formData.get("back") ?? ""));
  const rawId = formData.get("id");
  const id = recordId(typeof rawId === "string" ? rawId : null);

  if (intent === "bulk" || intent === "bulk-delete")
    return bulkPost(config, call, formData, back, t);
  if (intent === "restore" || intent === "undelete")
    return revisionPost(config, call, formData, back, t);
  if (intent === "delete") {
    if (!config.deletable || !id) throw json({ message: "Bad Request" }, { status: 400 });
    const result = await deleteRow(config, call, id);
    if (!result.ok) {
      await throwIfAccessEnded(request, result.error);
      return redirectWithToast(
        `${config.path}${back}`,
        { type: "error", message: result.error.message },
        {},
        request,
      );
    }
    if (config.cachePrefixes) invalidateProviderCache(config.cachePrefixes);
    return redirectWithToast(
      `${config.path}${back}`,
      { type: "success", message: deletedMessage(config, t("toast.deleted"), t) },
      {},
      request,
    );
  }

  if (intent.startsWith(COPY_PREFIX)) return json<ActionData>(copyAnswer(config, form, intent));
  const isNew = !id;
  if (isNew && !isCreatable(config)) throw json({ message: "Bad Request" }, { status: 400 });
  // null: no language is complete (docs/publishing.md).
  const statuses = config.workflow ? statusesFor(config, formData, publishIntent(intent)) : null;
  const drafts = LANGS.filter((lang) => statuses?.[`${lang}_status`] === "draft");
  const schema = schemaFor(config, isNew, dashboardSay(t), drafts);
  if (intent === "add-row" || intent.startsWith("remove-row-")) {
    const { data, rows } = changeRows(formData, intent);
    const submission = parseForm(data, schema);
    return json<ActionData>({ result: submission.reply({ formErrors: [] }), rows });
  }

  const fieldsOnly = withoutFiles(formData);
  const submission = parseForm(fieldsOnly, schema);
  const imageFields = config.fields.filter((f) => f.kind === "images");
  const filesChosen =
    !form.ok || imageFields.some((field) => postedFiles(formData, field.name).length > 0);
  const refuse = (data: ActionData, init: ResponseInit) =>
    json<ActionData>({ ...data, filesChosen }, init);
  if (!form.ok) {
    const message = t("toast.file_too_large");
    if (form.field) {
      const errors = { fieldErrors: { [form.field]: [message] } };
      return refuse({ result: submission.reply(errors) }, { status: 413 });
    }
    const result = submission.reply({ formErrors: [message] });
    return refuse({ result, toast: message }, { status: 413 });
  }
  if (config.requireAll && emptyInputs(config, fieldsOnly).length > 0) {
    const message = t("toast.complete_inputs");
    const result = submission.reply({ formErrors: [message] });
    return refuse({ result, toast: message }, { status: 400 });
  }
  if (config.workflow && !statuses) {
    const message = t("publishing.incomplete");
    return json<ActionData>(
      { result: submission.reply({ formErrors: [message] }), toast: message },
      { status: 400 },
    );
  }
  if (submission.status !== "success") {
    return refuse({ result: submission.reply() }, { status: 400 });
  }
  for (const field of imageFields) {
    if (postedFiles(formData, field.name).some((file) => !isAllowedImage(file))) {
      const errors = { fieldErrors: { [field.name]: [t("toast.not_image")] } };
      return refuse({ result: submission.reply(errors) }, { status: 400 });
    }
  }

  const zone = config.workflow ? await readSiteTimeZone(request, call.language) : "";
  const body = withPublishing(toProviderFormData(config, formData, id), statuses, formData, zone);
  const saved = await saveRow(config, call, body, id);
  if (!saved.ok) {
    await throwIfAccessEnded(request, saved.error);
    if (saved.error.conflict && id) {
      const conflict = await conflictNotice(config, call, id, saved.error.conflict);
      return refuse({ result: submission.reply(), conflict }, { status: 409 });
    }
    const errors = toConformErrors(saved.error, formFieldNames(config));
    // A provider that is restarting is a 503 to retry, not a mistake in the form.
    const status = pageStatusFor(saved.error);
    const headers = new Headers();
    applyRetryAfter(headers, status);
    if (providerAway(saved.error)) keepForm(id, fieldsOnly);
    return refuse(
      { result: submission.reply(errors), toast: errors.formErrors[0] },
      { status, headers },
    );
  }
  if (config.cachePrefixes) invalidateProviderCache(config.cachePrefixes);
  const instead = id ? await options.afterEdit?.(call, saved.value.data) : null;
  if (instead) return instead;

  let target = `${config.path}${back}`;
  if (isNew) {
    // For oldest-first lists the new item is on the last page.
    let total = 1;
    let perPage = 12;
    if (config.order === "oldest") {
      const listed = await listRows(config, call, { page: 1 });
      if (listed.ok) ({ total, perPage } = listed.value);
    }
    const page = landingPage({ isNew, order: config.order, total, perPage, currentPage: 1 });
    target = `${config.path}${page > 1 ? `?page=${page}` : ""}`;
  }
  const savedId = saved.value.data?.id ?? id;
  return redirectWithToast(
    `${target}${savedId ? `#row-${savedId}` : ""}`,
    { type: "success", message: saved.value.message || t("toast.saved") },
    {},
    request,
  );
}
