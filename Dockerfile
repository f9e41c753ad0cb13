# syntax=docker/dockerfile:1
# The whole product in one image: `npm start` runs the bundled provider on loopback and the Remix
# app on $PORT; with PROVIDER_URL set only the app runs. See docs/deploy.md.

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
RUN npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies and the built output only, as the unprivileged `node`
# user of the official image. Node 22 is an LTS line.
FROM node:22-bookworm-slim AS runtime
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
# SQLite database, uploads, mail outbox and generated secrets: the only state, on a volume.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Both processes drain requests in flight on SIGTERM (10 s each, app first): give `docker stop`
# at least 25 s (`--stop-timeout 25`, compose `stop_grace_period: 25s`).
STOPSIGNAL SIGTERM
# /healthz answers 200 only when the app can reach a provider whose database and uploads take writes.
HEALTHCHECK --interval=30s --timeout=5s --start-period=40s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.status===200?0:1),()=>process.exit(1))"]
CMD ["npm", "start"]
