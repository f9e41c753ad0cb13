// Remembered in auth_tokens so that logout and a password reset can revoke it.
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { deviceOf } from "./device.js";
import { publicUser } from "./session.js";
import { issueToken } from "./token.js";

export async function signIn(db: Db, secret: string, user: User, req: FastifyRequest) {
  const { token, claims } = issueToken(secret, user.id);
  await db
    .insertInto("auth_tokens")
    .values({
      jti: claims.jti,
      user_id: user.id,
      expires_at: new Date(claims.exp * 1000).toISOString(),
      device: deviceOf(req.headers["user-agent"]),
      address: req.ip,
    })
    .execute();
  return { status: 200, token, user: publicUser(user) };
}
