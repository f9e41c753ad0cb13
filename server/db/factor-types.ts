// Secrets are sealed (server/auth/secret-box.ts), codes hashed.
import type { ColumnType, Generated } from "kysely";

type Created = ColumnType<string, string | undefined, never>;
type Counter = ColumnType<number, number | undefined, number>;

export interface UserTotpTable {
  user_id: number;
  secret: string | null;
  pending_secret: string | null;
  last_step: number | null;
  enabled_at: string | null;
  reveal: string | null;
  reveal_until: string | null;
  updated_at: ColumnType<string, string | undefined, string>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
  created_at: Created;
}

export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  credential_id: string;
  /** COSE, base64url. */
  public_key: string;
  counter: Counter;
  transports: ColumnType<string, string | undefined, string>;
  name: string;
  created_at: Created;
  last_used_at: string | null;
}

export interface PendingLoginsTable {
  id: string;
  user_id: number;
  attempts: Counter;
  expires_at: string;
  created_at: Created;
}

export interface WebauthnChallengesTable {
  id: string;
  user_id: number | null;
  kind: "register" | "login";
  challenge: string;
  rp_id: string;
  origin: string;
  expires_at: string;
  created_at: Created;
}

export interface FactorTables {
  user_totp: UserTotpTable;
  recovery_codes: RecoveryCodesTable;
  passkeys: PasskeysTable;
  pending_logins: PendingLoginsTable;
  webauthn_challenges: WebauthnChallengesTable;
}
