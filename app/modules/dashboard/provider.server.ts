// The path differences between entities live here (spec §7).
import { localized, type Language } from "~/modules/i18n/config";
import {
  providerFetch,
  UPLOAD_TIMEOUT_MS,
  type Envelope,
  type ProviderError,
  type ProviderResult,
} from "~/modules/provider/client.server";
import type { PageMeta } from "~/modules/provider/types";
import type { EntityConfig, OptionSource } from "./entities";
import { lastPage } from "./placement";

export type Row = Record<string, unknown> & { id: number };
export type Call = { request: Request; token: string; language: Language };
export type ListQuery = {
  page: number;
  q?: string;
  perPage?: number;
  table?: string;
  sort?: string | null;
  dir?: string;
  filters?: Record<string, number>;
  /** "published" (both languages) or "draft" (at least one); "" for all. */
  status?: string;
  /** Rows whose translation into it is missing or outdated. */
  needs?: string;
};
export type ListPage = {
  items: Row[];
  total: number;
  page: number;
  lastPage: number;
  perPage: number;
};
export type Option = { value: string; ar: string; en: string };
export type Result<T> = { ok: true; value: T } | { ok: false; error: ProviderError };

const DEFAULT_PER_PAGE = 12;
/** The provider's largest page. */
const OPTIONS_PER_PAGE = 100;

export function toPage(
  items: Row[],
  meta: Partial<PageMeta> | undefined,
  query: Pick<ListQuery, "page" | "perPage">,
): ListPage {
  const perPage = meta?.per_page ?? query.perPage ?? DEFAULT_PER_PAGE;
  const total = meta?.total ?? items.length;
  return {
    items,
    total,
    page: meta?.current_page ?? query.page,
    lastPage: meta?.last_page ?? lastPage(total, perPage),
    perPage,
  };
}

export function map<T, U>(result: ProviderResult<T>, fn: (body: T & Envelope) => U): Result<U> {
  return result.ok ? { ok: true, value: fn(result.body) } : { ok: false, error: result.error };
}

export async function listRows(
  config: EntityConfig,
  call: Call,
  query: ListQuery,
): Promise<Result<ListPage>> {
  const paging = {
    page: query.page,
    q: query.q || undefined,
    per_page: query.perPage,
    needs: query.needs || undefined,
    status: query.status || undefined,
  };
  if (config.key === "jobs") {
    type JobsBody = { data: { data: Row[] } & Partial<PageMeta> };
    const result = await providerFetch<JobsBody>({
      ...call,
      path: "jobs/dash",
      method: "POST",
      query: paging,
    });
    return map(result, (body) => toPage(body.data.data, body.data, query));
  }
  if (config.key === "tags") {
    type TagsBody = { data: Row[]; total: number; meta?: PageMeta };
    const result = await providerFetch<TagsBody>({
      ...call,
      path: "titledesc",
      method: "POST",
      body: {
        admin: "true",
        table: query.table || undefined,
        title: query.q || undefined,
        page: query.page,
        per_page: query.perPage,
      },
    });
    return map(result, (body) => toPage(body.data, { total: body.total, ...body.meta }, query));
  }
  const tools = query.sort ? { sort: query.sort, dir: query.dir } : {};
  const result = await providerFetch<{ data: Row[]; meta: PageMeta }>({
    ...call,
    path: `dashboard/${config.key}`,
    method: "POST",
    query: { ...paging, ...tools, ...query.filters },
  });
  return map(result, (body) => toPage(body.data.map(withoutVariants), body.meta, query));
}

/** A list shows each picture's thumbnail and its form the pictures kept (row-text.ts); the
 * responsive variants (ADR 0015), about 1 kB a picture, would only weigh down the page's data. */
function withoutVariants(row: Row): Row {
  if (!Array.isArray(row.images)) return row;
  const images: unknown[] = row.images.map((image: unknown) => {
    if (typeof image !== "object" || image === null || !("variants" in image)) return image;
    const { variants: _variants, ...kept } = image;
    return kept;
  });
  return { ...row, images };
}

/** Jobs have a single-record read (with skills and parent); the other lists take `ids`. */
export async function findRow(config: EntityConfig, call: Call, id: number): Promise<Row | null> {
  if (config.key === "tags") return null;
  if (config.key === "jobs") {
    const result = await providerFetch<{ data: Row }>({
      ...call,
      path: `jobs/${id}`,
      query: { admin: "true" },
    });
    return result.ok ? result.body.data : null;
  }
  const result = await providerFetch<{ data: Row[] }>({
    ...call,
    path: `dashboard/${config.key}`,
    method: "POST",
    query: { ids: String(id) },
  });
  return result.ok ? (result.body.data.find((row) => row.id === id) ?? null) : null;
}

// A save with pictures waits for their variants (ADR 0015, docs/performance.md): giving up at
// the reads' timeout would report a failure for a save that then succeeds.
export async function saveRow(
  config: EntityConfig,
  call: Call,
  body: FormData,
  id: number | null,
): Promise<Result<{ message?: string; data?: Row }>> {
  let path = `dashboard/${config.key}/save`;
  if (config.key === "users") path = "users/save";
  if (config.key === "tags") path = "titledesc/save";
  if (config.key === "jobs") {
    path = id ? `jobs/${id}` : "jobs";
    if (id) body.set("_method", "put");
  }
  const withFiles = [...body.values()].some((value) => typeof value !== "string" && value.size > 0);
  const result = await providerFetch<{ data?: Row }>({
    ...call,
    path,
    method: "POST",
    body,
    timeoutMs: withFiles ? UPLOAD_TIMEOUT_MS : undefined,
  });
  return map(result, (answer) => ({ message: answer.message, data: answer.data }));
}

export async function deleteRow(
  config: EntityConfig,
  call: Call,
  id: number,
): Promise<Result<{ message?: string }>> {
  const result =
    config.key === "jobs"
      ? await providerFetch({ ...call, path: `jobs/${id}`, body: { _method: "delete" } })
      : await providerFetch({
          ...call,
          path: config.key === "tags" ? "titledesc/delete" : `dashboard/${config.key}/delete`,
          body: { id },
        });
  return map(result, (answer) => ({ message: answer.message }));
}

function toOption(row: Row, field: string): Option {
  const record = row as Record<string, string>;
  return {
    value: String(row.id),
    ar: localized(record, field, "ar"),
    en: localized(record, field, "en"),
  };
}

function indented(option: Option, depth: unknown): Option {
  const prefix = "— ".repeat(typeof depth === "number" && depth > 0 ? Math.min(depth, 10) : 0);
  return { ...option, ar: prefix + option.ar, en: prefix + option.en };
}

/** A job may not take itself or a descendant as parent, so the provider leaves those out. */
export async function loadOptions(
  source: OptionSource,
  call: Call,
  editId: number | null = null,
): Promise<Option[]> {
  if (source === "parents") {
    const result = await providerFetch<{ data: Row[] }>({
      ...call,
      path: "jobs/parents",
      method: "POST",
      query: { except: editId ?? undefined },
    });
    return result.ok
      ? result.body.data.map((row) => indented(toOption(row, "title"), row.depth))
      : [];
  }
  if (source === "categories" || source === "services" || source === "skills") {
    const result = await providerFetch<{ data: Row[] }>({
      ...call,
      path: `dashboard/${source}`,
      method: "POST",
      query: { page: 1, per_page: OPTIONS_PER_PAGE },
    });
    return result.ok ? result.body.data.map((row) => toOption(row, "name")) : [];
  }
  return [];
}
