// The end of every way of signing in (password, password and code, passkey): a new token,
// remembered in auth_tokens so that logout and a password reset can revoke it.
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { publicUser } from "./session.js";
import { issueToken } from "./token.js";

export async function signIn(db: Db, secret: string, user: User) {
  const { token, claims } = issueToken(secret, user.id);
  await db
    .insertInto("auth_tokens")
    .values({
      jti: claims.jti,
      user_id: user.id,
      expires_at: new Date(claims.exp * 1000).toISOString(),
    })
    .execute();
  return { status: 200, token, user: publicUser(user) };
}
