// Staff invitations (migration 0018): the code is kept as a keyed hash only.
import type { ColumnType, Generated } from "kysely";
import type { InvitedRole } from "../../core/contract/lists.js";

export type { InvitedRole };

export interface StaffInvitationsTable {
  id: Generated<number>;
  email: string;
  role: InvitedRole;
  code_hash: string;
  invited_by: number | null;
  inviter_name: string;
  inviter_email: string;
  expires_at: string;
  accepted_at: string | null;
  withdrawn_at: string | null;
  created_at: ColumnType<string, string | undefined, never>;
}

/** At most one open invitation per lower-cased email (migration 0020). */
export const PENDING_INVITATION_INDEX = "staff_invitations_one_pending";

export interface InvitationTables {
  staff_invitations: StaffInvitationsTable;
}
