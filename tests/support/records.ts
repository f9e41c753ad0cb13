// Records as the provider answers them: a fixture goes through the contract's own schema
// (core/contract/records.ts), so one the contract would refuse fails where it is written, and a
// field the contract gains or changes reaches every fixture (docs/conventions.md, "Tests").
import type { z } from "zod";
import { category, faq, imageInfo, post, service, siteSettings } from "../../core/contract/records";

const parser =
  <S extends z.ZodTypeAny>(schema: S) =>
  (value: z.input<S>): z.output<S> =>
    schema.parse(value);

export const answered = {
  category: parser(category),
  faq: parser(faq),
  imageInfo: parser(imageInfo),
  post: parser(post),
  service: parser(service),
  siteSettings: parser(siteSettings),
};
