// A static map: the bundled provider has no migration files at run time.
import type { Migration } from "kysely";
import * as m0001 from "./0001-initial.js";
import * as m0002 from "./0002-audit-log.js";
import * as m0003 from "./0003-image-variants.js";
import * as m0004 from "./0004-row-counts.js";
import * as m0005 from "./0005-site-settings.js";
import * as m0006 from "./0006-team-and-pages.js";
import * as m0007 from "./0007-inbox-senders-replies.js";
import * as m0008 from "./0008-publishing.js";
import * as m0009 from "./0009-sessions-and-editors.js";
import * as m0010 from "./0010-second-factor-passkeys.js";
import * as m0012 from "./0012-list-tools.js";
import * as m0013 from "./0013-revisions.js";
import * as m0014 from "./0014-record-stamps.js";
import * as m0015 from "./0015-item-slugs.js";
import * as m0016 from "./0016-inbox-search.js";
import * as m0017 from "./0017-inbox-work.js";
import * as m0018 from "./0018-staff-invitations.js";
import * as m0019 from "./0019-search-index.js";
import * as m0020 from "./0020-one-pending-invitation.js";

export const migrations: Record<string, Migration> = {
  "0001-initial": m0001,
  "0002-audit-log": m0002,
  "0003-image-variants": m0003,
  "0004-row-counts": m0004,
  "0005-site-settings": m0005,
  "0006-team-and-pages": m0006,
  "0007-inbox-senders-replies": m0007,
  "0008-publishing": m0008,
  "0009-sessions-and-editors": m0009,
  "0010-second-factor-passkeys": m0010,
  "0012-list-tools": m0012,
  "0013-revisions": m0013,
  "0014-record-stamps": m0014,
  "0015-item-slugs": m0015,
  "0016-inbox-search": m0016,
  "0017-inbox-work": m0017,
  "0018-staff-invitations": m0018,
  "0019-search-index": m0019,
  "0020-one-pending-invitation": m0020,
};
