// The envelopes every answer comes in (spec §7): `status`, a translated `message` after a write,
// and `data` as one record, a list, or a page of records with `meta`.
import { z } from "zod";
import { pageMeta, user } from "./records.js";

const status = z.number().int();

export const done = z.object({ status, message: z.string() });
export const item = <T extends z.ZodTypeAny>(record: T) => z.object({ status, data: record });
export const list = <T extends z.ZodTypeAny>(record: T) =>
  z.object({ status, data: z.array(record) });
export const paged = <T extends z.ZodTypeAny>(record: T) =>
  z.object({ status, data: z.array(record), meta: pageMeta });
export const saved = <T extends z.ZodTypeAny>(record: T) => done.extend({ data: record });
/** An item page's record by its slug, or the slug its page has moved to (server/db/slugs.ts). */
export const slugAnswer = <T extends z.ZodTypeAny>(record: T) =>
  z.object({ status, data: record.optional(), moved: z.string().optional() });
/** A delete that names the record it removed. */
export const deleted = saved(z.object({ id: z.number().int() }));

/** A sign-in's answer: the token the app keeps in its session, and who it belongs to. */
export const token = z.object({ status, token: z.string(), user });

export type Item<T> = { data: T };
export type Paged<T> = { data: T[]; meta: z.infer<typeof pageMeta> };

/**
 * A record this provider builds from its content registry (server/db/records.ts, fields by name):
 * only its id is known to the type checker, so the record's schema checks the rest when it answers.
 */
export const served = <T extends z.ZodTypeAny>(record: T) =>
  z.object({ id: z.number().int() }).passthrough().pipe(record);
