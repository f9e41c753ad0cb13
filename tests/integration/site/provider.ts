// The started product's provider, called straight: what a page shows is compared with its records,
// and the few records a test needs are made and removed through it.
import { expect } from "vitest";
import { site, type Lang } from "./support";

export type Named = { id: number; ar_name: string; en_name: string };
export type Paged<T> = { data: T[]; meta: { total: number; last_page: number } };

export const nameOf = (record: Named, lang: Lang) => record[`${lang}_name`];

export async function providerGet<T = unknown>(path: string, lang: Lang = "en"): Promise<T> {
  const response = await fetch(`${site.providerURL}/api/${path}`, {
    headers: { apikey: site.apiKey, lang, accept: "application/json" },
  });
  if (!response.ok) throw new Error(`provider ${path}: ${response.status}`);
  return (await response.json()) as T;
}

export async function providerPost(path: string, body: FormData, token?: string) {
  const response = await fetch(`${site.providerURL}/api/${path}`, {
    method: "POST",
    body,
    headers: {
      apikey: site.apiKey,
      lang: "en",
      accept: "application/json",
      ...(token && { token }),
    },
  });
  const json = (await response.json()) as { data?: unknown; token?: unknown };
  expect(response.status, JSON.stringify(json)).toBe(200);
  return json;
}

export function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

let token: string | null = null;

/** An admin token straight from the provider, for set-up calls. */
export async function adminToken(): Promise<string> {
  token ??= String(
    (await providerPost("login", form({ email: site.adminEmail, password: site.adminPassword })))
      .token,
  );
  return token;
}

/** Saves a record through the dashboard's provider route and returns its id. */
export async function saveRecord(entity: string, values: Record<string, string>) {
  const saved = await providerPost(`dashboard/${entity}/save`, form(values), await adminToken());
  const data = saved.data as { id: number };
  return {
    id: data.id,
    remove: async () =>
      providerPost(`dashboard/${entity}/delete`, form({ id: String(data.id) }), await adminToken()),
  };
}

export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
