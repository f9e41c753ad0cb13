import type { FastifyRequest } from "fastify";
import type { User as Answered } from "../../core/contract/records.js";
import type { Db } from "../db/index.js";
import type { User } from "../db/types.js";
import { ApiError } from "../http/errors.js";
import { touchSession } from "./sessions.js";
import { readToken, type Claims } from "./token.js";
import { areaOf, may, type Area } from "../../core/auth/permissions.js";

declare module "fastify" {
  interface FastifyRequest {
    admin: User | null;
  }
}

export type Session = { user: User; claims: Claims };

export function adminOf(req: FastifyRequest): User {
  if (!req.admin) throw ApiError.key(403, "forbidden");
  return req.admin;
}

export function tokenFromRequest(req: FastifyRequest): string | undefined {
  const header = req.headers.token;
  const direct = (Array.isArray(header) ? header[0] : header)?.trim();
  if (direct) return direct;
  const auth = req.headers.authorization?.trim();
  const m = auth ? /^Bearer\s+(.+)$/i.exec(auth) : null;
  return m?.[1].trim() || undefined;
}

export async function authenticate(req: FastifyRequest, db: Db, secret: string): Promise<Session> {
  const token = tokenFromRequest(req);
  if (!token) throw ApiError.key(401, "token_missing");
  const claims = readToken(secret, token);
  if (!claims) throw ApiError.tokenParse();
  if (claims.exp * 1000 <= Date.now()) throw ApiError.key(401, "token_expired");
  const row = await db
    .selectFrom("auth_tokens")
    .innerJoin("users", "users.id", "auth_tokens.user_id")
    .selectAll("users")
    .select([
      "auth_tokens.revoked_at",
      "auth_tokens.user_id as token_user",
      "auth_tokens.last_seen_at",
    ])
    .where("auth_tokens.jti", "=", claims.jti)
    .executeTakeFirst();
  if (!row || row.revoked_at || row.token_user !== claims.sub)
    throw ApiError.key(401, "token_revoked");
  const { revoked_at: _r, token_user: _u, last_seen_at, ...user } = row;
  await touchSession(db, claims.jti, last_seen_at);
  return { user, claims };
}

export async function optionalSession(
  req: FastifyRequest,
  db: Db,
  secret: string,
): Promise<Session | null> {
  if (!tokenFromRequest(req)) return null;
  try {
    return await authenticate(req, db, secret);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

export async function authenticateStaff(
  req: FastifyRequest,
  db: Db,
  secret: string,
  area: Area,
): Promise<Session> {
  const session = await authenticate(req, db, secret);
  // ADR 0003: a role is a pass only where the map grants it; no role is not a pass.
  if (!may(session.user.role, area)) throw ApiError.key(403, "forbidden");
  req.admin = session.user;
  return session;
}

export function areaOfRoute(url: string | undefined): Area {
  const parts = (url ?? "")
    .replace(/^\/api\//, "")
    .replace(/^dashboard\//, "")
    .split("/");
  return areaOf(parts[0] ?? "", parts[1]);
}

/** Never the password hash. */
export function publicUser(user: User): Answered {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    phone: user.phone,
    country: user.country,
    city: user.city,
    type: user.type,
    role: { name: user.role },
    created_at: user.created_at,
    updated_at: user.updated_at ?? user.created_at,
  };
}
