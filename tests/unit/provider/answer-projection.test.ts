// A production answer is cut to its contract by a projector instead of zod's parse (ADR 0025):
// it must keep exactly what the parse keeps, for the contract's own envelopes and records.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { paged, served } from "../../../core/contract/answers.js";
import { dashboardRecord, service } from "../../../core/contract/records.js";
import { projectorOf } from "../../../core/contract/project.js";

const picture = { path: "services/1.webp", thumb: null, width: 800, height: 600, variants: [] };

function aService(extra: Record<string, unknown> = {}) {
  const sample = {
    id: 7,
    ar_name: "تصميم",
    en_name: "Design",
    ar_status: "draft",
    en_status: "published",
    secret_column: "never sent",
    ...extra,
  };
  // Every field the contract declares, filled from a real parse's shape.
  const shape = (service as unknown as z.AnyZodObject).shape as z.ZodRawShape;
  const filled: Record<string, unknown> = { ...sample };
  for (const [key, field] of Object.entries(shape)) {
    if (key in filled) continue;
    filled[key] = field.safeParse(null).success
      ? null
      : field.safeParse("x").success
        ? "x"
        : field.safeParse(1).success
          ? 1
          : field.safeParse([]).success
            ? []
            : field.safeParse(picture).success
              ? picture
              : undefined;
  }
  return filled;
}

describe("answer projection", () => {
  it("keeps what zod's parse keeps of a public page of services, and drops the rest", () => {
    const schema = paged(served(service));
    const answer = {
      status: 200,
      data: [aService(), aService({ id: 8 })],
      meta: { total: 2, current_page: 1, last_page: 1, per_page: 10, extra: true },
      debug: "dropped",
    };
    const projected = projectorOf(schema)(answer);
    expect(JSON.stringify(projected)).toBe(JSON.stringify(schema.parse(answer)));
    expect(JSON.stringify(projected)).not.toContain("never sent");
    expect(JSON.stringify(projected)).not.toContain("dropped");
  });

  it("keeps every field of a passthrough record, declared ones first as zod orders them", () => {
    const value = { status: 200, data: { b: 1, id: 3, a: "x" } };
    const schema = z.object({ status: z.number(), data: dashboardRecord });
    expect(JSON.stringify(projectorOf(schema)(value))).toBe(JSON.stringify(schema.parse(value)));
  });

  it("leaves nulls, absent optional fields and records of counts as the parse does", () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.number().optional(),
      c: z.record(z.string(), z.object({ n: z.number() })),
    });
    const value = { a: null, c: { x: { n: 1, m: 2 } }, z: 1 };
    expect(projectorOf(schema)(value)).toEqual(schema.parse(value));
  });

  it("fails as the parse does when a required field is missing or a shape is wrong", () => {
    const schema = z.object({ id: z.number(), list: z.array(z.object({ n: z.number() })) });
    expect(() => projectorOf(schema)({ list: [] })).toThrow(z.ZodError);
    expect(() => projectorOf(schema)({ id: 1, list: "no" })).toThrow(z.ZodError);
    expect(() => projectorOf(schema)("no")).toThrow(z.ZodError);
  });

  it("cuts a frozen list once and answers the same cut after, and a live list every time", () => {
    const schema = z.object({ list: z.array(z.object({ n: z.number() })) });
    const project = projectorOf(schema);
    const frozen = Object.freeze([Object.freeze({ n: 1, secret: "x" })]);
    const first = project({ list: frozen }) as { list: unknown[] };
    expect(first.list).toEqual([{ n: 1 }]);
    expect((project({ list: frozen }) as { list: unknown[] }).list).toBe(first.list);
    expect(Object.isFrozen(first.list)).toBe(true);
    expect(Object.isFrozen(first.list[0])).toBe(true);
    const live = [{ n: 1 }];
    expect(project({ list: live })).toEqual({ list: [{ n: 1 }] });
    live[0].n = 2;
    expect(project({ list: live })).toEqual({ list: [{ n: 2 }] });
  });
});
