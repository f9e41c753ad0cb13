// "Copy from the other language" without JavaScript (docs/publishing.md): nothing is saved, and
// chosen images cannot come back, which the form says.
import { json } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import * as z from "zod/v4/mini";
import { parseForm } from "~/modules/validation/form-schema";
import type { MultipartResult } from "~/modules/http/upload-form.server";
import type { EntityConfig } from "./entities";
import { applyCopy, parseCopyIntent } from "./field-pairs";
import { postedFiles } from "./form-data";

export type CopyAnswer = {
  result: SubmissionResult<string[]>;
  copied: string;
  filesChosen: boolean;
};

export function copyAnswer(
  config: EntityConfig,
  form: MultipartResult,
  intent: string,
): CopyAnswer {
  const copy = parseCopyIntent(config.fields, intent);
  if (!copy) throw json({ message: "Bad Request" }, { status: 400 });
  const filesChosen =
    !form.ok ||
    config.fields.some(
      (field) => field.kind === "images" && postedFiles(form.formData, field.name).length > 0,
    );
  // Not a save: nothing is checked, so no message appears by a field not yet written.
  const submission = parseForm(applyCopy(form.formData, copy), z.object({}));
  return { result: submission.reply(), copied: copy.to, filesChosen };
}
