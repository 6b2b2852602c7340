# syntax=docker/dockerfile:1
# The casino as one image: the compiled server (server/dist) serving the built web app (web/dist).
#   docker build -t casino .          docker compose up   (compose.yaml: with PostgreSQL and Redis)
# Configuration is environment variables (README, "Configuration"). NODE_ENV=production means live
# vendors unless VENDORS=sandbox is set; without DATABASE_URL it runs on embedded PGlite in /app/data.
# Node 20 is the runtime CI tests on (package.json engines); raise it here and in CI together.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused until one of them changes.
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/fairness/package.json packages/fairness/
COPY packages/provider-games/package.json packages/provider-games/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
# Web app (with its brotli and gzip copies) and server bundle; then the dev dependencies go (Vite,
# esbuild, the test tools). A workspace's node_modules exists only when npm could not hoist a package:
# made here so the copy below always has something to copy.
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund \
 && mkdir -p server/node_modules

FROM ${NODE_IMAGE}
# tini as PID 1: it passes SIGTERM/SIGINT on to Node (which drains, README "Deploys") and reaps
# zombies. Node as PID 1 would get no default signal handling from the kernel.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and read-only to the app's user; only the PGlite data directory is writable.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/server/package.json ./server/
COPY --from=build /app/server/node_modules ./server/node_modules
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
VOLUME ["/app/data"]
# 200 while the database answers; 503 while it does not or while the instance drains.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "server/dist/main.js"]
