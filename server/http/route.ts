// A provider route states what it takes and what it answers in one place (the fastify/demo way,
// with our own validators): the handler gets the parsed query and body, and its answer is parsed
// by the declared schema, which checks its type and drops any field the contract does not name.
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import type { FieldErrors } from "./errors.js";
import { readForm, type FieldValue, type UploadedFile } from "./form.js";
import { validate, type Parsed, type Rule } from "./validate.js";

type Fields = Record<string, Rule<unknown>>;
type None = Record<never, Rule<unknown>>;

export type RouteSpec<Q extends Fields, B extends Fields, A extends z.ZodTypeAny, S> = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  /** Runs before anything is read (a rate limit, who is asking); its result reaches the handler. */
  before?: (req: FastifyRequest) => Promise<S>;
  query?: Q;
  /** A form, urlencoded or multipart (server/http/form.ts). */
  body?: B;
  /** Problems that need more than one field, reported with the body's own. */
  check?: (req: FastifyRequest, fields: Record<string, FieldValue>, before: S) => FieldErrors;
  answer: A;
};

export type RouteInput<Q extends Fields, B extends Fields, S> = {
  query: Parsed<Q>;
  body: Parsed<B>;
  files: Record<string, UploadedFile[]>;
  before: S;
};

function queryFields(req: FastifyRequest): Record<string, FieldValue> {
  const fields: Record<string, FieldValue> = {};
  const query = req.query;
  if (!query || typeof query !== "object") return fields;
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string") fields[key] = value;
    else if (Array.isArray(value)) fields[key] = value.filter((x) => typeof x === "string");
  }
  return fields;
}

export function route<
  A extends z.ZodTypeAny,
  Q extends Fields = None,
  B extends Fields = None,
  S = undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<Q, B, A, S>,
  handler: (
    req: FastifyRequest,
    input: RouteInput<Q, B, S>,
    reply: FastifyReply,
  ) => Promise<z.input<A>>,
) {
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (req, reply): Promise<z.output<A>> => {
      const before = spec.before ? await spec.before(req) : undefined;
      const query = spec.query ? validate(req.lang, queryFields(req), spec.query) : {};
      const form = spec.body ? await readForm(req) : { fields: {}, files: {} };
      const extra = spec.check ? spec.check(req, form.fields, before as S) : {};
      const body = validate(req.lang, form.fields, spec.body ?? {}, extra);
      const input = { query, body, files: form.files, before } as RouteInput<Q, B, S>;
      return spec.answer.parse(await handler(req, input, reply));
    },
  });
}
