// Never listens, so tests run the same app on an ephemeral port.
import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { AppContext } from "./context.js";
import { compileTrust } from "../core/http/trusted-proxies.js";
import { forgetPublicCounts } from "./db/public-counts.js";
import { ApiError } from "./http/errors.js";
import { MAX_FILE_BYTES, MAX_FILES, keepUploadsForTheRequest } from "./http/form.js";
import { pickLang, t, type Lang } from "./i18n/index.js";
import { areaOfRoute, authenticateStaff } from "./auth/session.js";
import { accountRoutes } from "./routes/account.js";
import { attachmentRoutes } from "./routes/attachments.js";
import { auditRoutes } from "./routes/audit.js";
import { authRoutes } from "./routes/auth.js";
import { passkeyRoutes } from "./routes/passkeys.js";
import { twoFactorRoutes } from "./routes/two-factor.js";
import { dashboardBulkRoutes } from "./routes/dashboard-bulk.js";
import { dashboardContentRoutes } from "./routes/dashboard-content.js";
import { dashboardListRoutes } from "./routes/dashboard-lists.js";
import { dashboardRevisionRoutes } from "./routes/dashboard-revisions.js";
import { healthRoutes } from "./routes/health.js";
import { inboxRoutes } from "./routes/inbox.js";
import { invitationAdminRoutes, invitationPublicRoutes } from "./routes/invitations.js";
import { jobRoutes } from "./routes/jobs.js";
import { messageRoutes } from "./routes/messages.js";
import { dashboardPageRoutes, publicPageRoutes } from "./routes/pages.js";
import { publicRoutes } from "./routes/public.js";
import { itemPageRoutes } from "./routes/item-pages.js";
import { searchRoutes } from "./routes/search.js";
import { previewRoutes } from "./routes/preview.js";
import { sessionRoutes } from "./routes/sessions.js";
import { settingsRoute, settingsSaveRoute } from "./routes/settings.js";
import { storageRoutes } from "./routes/storage-files.js";
import { tagRoutes } from "./routes/tags.js";
import { userDeleteRoute, userListRoute, userSaveRoute } from "./routes/users.js";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
  }
}

export type BuildOptions = AppContext;

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function digest(s: string): Buffer {
  return createHash("sha256").update(s).digest();
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply
    .code(status)
    .type("application/json; charset=utf-8")
    .send({ status, ...body });
}

function errorBody(error: ApiError, lang: Lang): Record<string, unknown> {
  const b = error.body;
  if (b.kind === "key") {
    const errors = t(lang, b.key, b.params);
    return b.data ? { errors, message: errors, data: b.data } : { errors };
  }
  return { errors: b.errors };
}

const FRAMEWORK_MESSAGES = {
  413: "body_too_large",
  415: "unsupported_media",
  404: "route_not_found",
} as const;

export async function buildApp(ctx: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.logger,
    // Fastify's own two lines per request would repeat ours.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: compileTrust(ctx.config.trustedProxies),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.decorateRequest("lang", "en");
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (req, reply) => {
    req.lang = pickLang(req.headers.lang);
    reply.header("x-request-id", req.id);
  });
  // No headers or body: they carry tokens and passwords.
  // Any write may change what public lists count (dashboard lists are posts too); forgotten
  // before its answer leaves, so a read that follows it counts anew.
  app.addHook("onSend", async (req, reply) => {
    if (req.method !== "GET" && req.method !== "HEAD" && reply.statusCode < 300) {
      forgetPublicCounts();
    }
  });
  app.addHook("onResponse", async (req, reply) => {
    req.log.info(
      {
        method: req.method,
        path: req.url.split("?")[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      "request",
    );
  });
  // Once closing, an answer ends its connection: a keep-alive client would otherwise hold the
  // shutdown until it drops the idle socket.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_req, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.setErrorHandler(
    (error: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ApiError) {
        reply.headers(error.headers);
        return send(reply, error.status, errorBody(error, req.lang));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const key = FRAMEWORK_MESSAGES[status as keyof typeof FRAMEWORK_MESSAGES] ?? "bad_request";
        return send(reply, status, { errors: t(req.lang, key) });
      }
      req.log.error({ error: error.message, stack: error.stack }, "unhandled error");
      return send(reply, 500, { errors: t(req.lang, "server_error") });
    },
  );
  app.setNotFoundHandler((req, reply) =>
    send(reply, 404, { errors: t(req.lang, "route_not_found") }),
  );

  await app.register(formbody);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES + 1,
      fields: 500,
      fieldSize: 1024 * 1024,
      parts: 600,
    },
  });
  keepUploadsForTheRequest(app);

  await app.register(async (api) => healthRoutes(api, ctx), { prefix: "/api" });
  await app.register(
    async (api) => {
      const key = digest(ctx.config.apiKey);
      api.addHook("onRequest", async (req) => {
        const given = req.headers.apikey;
        const value = Array.isArray(given) ? given[0] : given;
        // Hashing both sides gives equal lengths, so timingSafeEqual never leaks the key length.
        if (!value || !timingSafeEqual(digest(value), key))
          throw ApiError.key(401, "apikey_invalid");
      });
      authRoutes(api, ctx);
      twoFactorRoutes(api, ctx);
      passkeyRoutes(api, ctx);
      accountRoutes(api, ctx);
      invitationPublicRoutes(api, ctx);
      sessionRoutes(api, ctx);
      publicRoutes(api, ctx);
      itemPageRoutes(api, ctx);
      searchRoutes(api, ctx);
      previewRoutes(api, ctx);
      publicPageRoutes(api, ctx);
      settingsRoute(api, ctx);
      messageRoutes(api, ctx);
      tagRoutes(api, ctx);
      jobRoutes(api, ctx);
      await api.register(async (admin) => {
        // onRequest, before any body is read: strangers never get an upload parsed.
        admin.addHook("onRequest", async (req) => {
          const area = areaOfRoute(req.routeOptions.url);
          await authenticateStaff(req, ctx.db, ctx.config.tokenSecret, area);
        });
        userSaveRoute(admin, ctx);
        auditRoutes(admin, ctx);
        await admin.register(
          async (dashboard) => {
            dashboardListRoutes(dashboard, ctx);
            dashboardContentRoutes(dashboard, ctx);
            dashboardBulkRoutes(dashboard, ctx);
            dashboardRevisionRoutes(dashboard, ctx);
            dashboardPageRoutes(dashboard, ctx);
            inboxRoutes(dashboard, ctx);
            attachmentRoutes(dashboard, ctx);
            settingsSaveRoute(dashboard, ctx);
            userListRoute(dashboard, ctx);
            userDeleteRoute(dashboard, ctx);
            invitationAdminRoutes(dashboard, ctx);
          },
          { prefix: "/dashboard" },
        );
      });
    },
    { prefix: "/api" },
  );
  await app.register(async (files) => storageRoutes(files, ctx));
  return app;
}
