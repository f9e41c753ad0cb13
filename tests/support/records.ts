// Records as the provider answers them: a fixture goes through the contract's own schema
// (core/contract/records.ts), so one the contract would refuse fails where it is written, and a
// field the contract gains or changes reaches every fixture (docs/conventions.md, "Tests").
import type { z } from "zod";
import {
  accountSession,
  auditAdmin,
  auditEntry,
  bulkOutcome,
  category,
  faq,
  imageInfo,
  job,
  pageMeta,
  passkey,
  post,
  project,
  service,
  sitePage,
  siteSettings,
  staffMember,
  statistics,
  tag,
  teamMember,
  user,
} from "../../core/contract/records";
import {
  accountFactors,
  passkeyOptions,
  recoveryCodes,
  recoveryCodesRevealed,
  totpState,
} from "../../core/contract/account-security";
import { contactMessage, serviceRequest } from "../../core/contract/inbox";
import {
  conflictAnswer,
  deletedRecord,
  revision,
  revisionSnapshot,
} from "../../core/contract/history";

const parser =
  <S extends z.ZodTypeAny>(schema: S) =>
  (value: z.input<S>): z.output<S> =>
    schema.parse(value);

export const answered = {
  accountFactors: parser(accountFactors),
  accountSession: parser(accountSession),
  auditAdmin: parser(auditAdmin),
  auditEntry: parser(auditEntry),
  bulkOutcome: parser(bulkOutcome),
  category: parser(category),
  conflictAnswer: parser(conflictAnswer),
  contactMessage: parser(contactMessage),
  deletedRecord: parser(deletedRecord),
  faq: parser(faq),
  imageInfo: parser(imageInfo),
  job: parser(job),
  pageMeta: parser(pageMeta),
  passkey: parser(passkey),
  passkeyOptions: parser(passkeyOptions),
  post: parser(post),
  project: parser(project),
  recoveryCodes: parser(recoveryCodes),
  recoveryCodesRevealed: parser(recoveryCodesRevealed),
  revision: parser(revision),
  revisionSnapshot: parser(revisionSnapshot),
  service: parser(service),
  serviceRequest: parser(serviceRequest),
  sitePage: parser(sitePage),
  siteSettings: parser(siteSettings),
  staffMember: parser(staffMember),
  statistics: parser(statistics),
  tag: parser(tag),
  teamMember: parser(teamMember),
  totpState: parser(totpState),
  user: parser(user),
};

/** A dashboard's record: the content record the contract states, and the workflow's and other
 * columns the dashboard reads beside it (`dashboardRecord` keeps every field). */
export const dashboardAnswered = {
  category: parser(category.passthrough()),
  faq: parser(faq.passthrough()),
  post: parser(post.passthrough()),
  project: parser(project.passthrough()),
  service: parser(service.passthrough()),
  sitePage: parser(sitePage.passthrough()),
  teamMember: parser(teamMember.passthrough()),
};

/** A paged list's answer: its records (built with `answered`) and its `meta`. */
export function answeredPage<T>(data: T[], meta: Partial<z.input<typeof pageMeta>> = {}) {
  const page = { total: data.length, current_page: 1, last_page: 1, per_page: 12, ...meta };
  return { status: 200, data, meta: answered.pageMeta(page) };
}
