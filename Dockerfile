# The whole product in one image: `node server/bin/start.mjs` (what `npm start` runs) starts the
# bundled provider on loopback and the Remix app on $PORT; with PROVIDER_URL set only the app runs.
# See docs/deploy.md. No BuildKit-only feature is used, so no `# syntax=` line: a build needs no
# frontend image from a registry.

# Build stage: every dependency (native modules compile here if no prebuilt binary fits), then
# the app and provider bundles, then the dev dependencies go.
FROM node:22-bookworm-slim AS build
WORKDIR /srv
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
# TypeScript is an optional peer of the lexical packages (for their types only), so prune keeps
# it; nothing in the built output loads it.
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver

# Runtime stage: production dependencies and the built output only, as the unprivileged `node`
# user of the official image. Node 22 is an LTS line.
FROM node:22-bookworm-slim AS runtime
# tini as PID 1 hands signals on and reaps orphans; pg_dump/pg_restore (the major of the compose
# file's PostgreSQL) so `npm run backup` works from the image on PostgreSQL too.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini postgresql-client-15 \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /srv
COPY --from=build --chown=root:root /srv/package.json /srv/package-lock.json ./
COPY --from=build --chown=root:root /srv/node_modules ./node_modules
COPY --from=build --chown=root:root /srv/build ./build
COPY --from=build --chown=root:root /srv/public ./public
COPY --from=build --chown=root:root /srv/server/dist ./server/dist
COPY --from=build --chown=root:root /srv/server/bin ./server/bin
# The state: /data (SQLite database, uploads, outbox, generated secrets) on a volume. /shared is
# where replicas mount their common storage volume (docs/deploy/compose.yaml): a new named volume
# takes this folder's owner and mode, so the unprivileged user can write to it from the first start.
RUN mkdir -p /data /shared && chown node:node /data /shared && chmod 0700 /data /shared
USER node
VOLUME ["/data"]
EXPOSE 3000
# Both processes drain requests in flight on SIGTERM (10 s each, app first): give `docker stop`
# at least 25 s (`--stop-timeout 25`, compose `stop_grace_period: 25s`).
STOPSIGNAL SIGTERM
# /healthz answers 200 only when the app can reach a provider whose database and uploads take
# writes. A first start (migrations, the admin, the demo content) takes seconds (docs/deploy.md);
# the start period leaves a slow host four times that.
HEALTHCHECK --interval=5s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "server/bin/start.mjs"]
