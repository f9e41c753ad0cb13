// A provider route states what it takes and what it answers in one place (the fastify/demo way,
// with our own validators): the handler gets the parsed path, query and body, and its answer is
// cut to the declared schema, which drops any field the contract does not name (and, in tests and
// development, checks its types: ADR 0025).
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import { answerOf } from "../../core/contract/project.js";
import type { FieldErrors } from "./errors.js";
import { readForm, sentFields, type FieldValue, type Form, type UploadedFile } from "./form.js";
import { validate, type Parsed, type Rule } from "./validate.js";

type Fields = Record<string, Rule<unknown>>;
type None = Record<never, Rule<unknown>>;

const NONE: None = {};

export type RouteSpec<
  P extends Fields,
  Q extends Fields,
  B extends Fields,
  A extends z.ZodTypeAny,
  S,
> = {
  method: HTTPMethods | HTTPMethods[];
  url: string;
  /**
   * The path's parameters (`/jobs/:id`), read before anything else: their rules shape what was
   * sent and refuse nothing (an id that names no record is the handler's 404).
   */
  params?: P;
  /** Runs before the query and body are read (a rate limit, who is asking); its result reaches
   * the handler. */
  before?: (req: FastifyRequest, params: Parsed<P>) => Promise<S>;
  query?: Q;
  /**
   * The query's fields may come in the form instead (spec §7: `?page=n`, or in the form body);
   * a field the query string gives comes first.
   */
  queryInForm?: boolean;
  /** A form, urlencoded or multipart (server/http/form.ts). */
  body?: B;
  /** Problems that need more than one field, reported with the body's own. */
  check?: (req: FastifyRequest, fields: Record<string, FieldValue>, before: S) => FieldErrors;
  answer: A;
};

export type RouteInput<P extends Fields, Q extends Fields, B extends Fields, S> = {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The form as sent, for rules that depend on what was sent (a draft may leave fields empty). */
  fields: Record<string, FieldValue>;
  files: Record<string, UploadedFile[]>;
  before: S;
};

export function route<
  A extends z.ZodTypeAny,
  P extends Fields = None,
  Q extends Fields = None,
  B extends Fields = None,
  S = undefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<P, Q, B, A, S>,
  handler: (
    req: FastifyRequest,
    input: RouteInput<P, Q, B, S>,
    reply: FastifyReply,
  ) => Promise<z.input<A>>,
) {
  const answer = answerOf(spec.answer);
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (req, reply): Promise<z.output<A>> => {
      const params = validate(req.lang, sentFields(req.params), spec.params ?? NONE);
      const before = spec.before ? await spec.before(req, params as Parsed<P>) : undefined;
      const sent = sentFields(req.query);
      // Without the form's fields the query is checked before the body is read.
      const early = spec.queryInForm ? undefined : validate(req.lang, sent, spec.query ?? NONE);
      const form: Form =
        spec.body || spec.queryInForm ? await readForm(req) : { fields: {}, files: {} };
      const query = early ?? validate(req.lang, { ...form.fields, ...sent }, spec.query ?? NONE);
      const extra = spec.check ? spec.check(req, form.fields, before as S) : {};
      const body = validate(req.lang, form.fields, spec.body ?? NONE, extra);
      const input = {
        params,
        query,
        body,
        fields: form.fields,
        files: form.files,
        before,
      } as RouteInput<P, Q, B, S>;
      return answer(await handler(req, input, reply));
    },
  });
}
