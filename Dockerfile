# syntax=docker/dockerfile:1
# The site, widgets and chat API in one container, so one command puts the shop online. Build with the
# public address:
#   docker build --build-arg SITE_URL=https://www.your-shop.com -t repair-site .
#   docker run -p 8080:8080 -v repair-data:/app/data repair-site
# The bookings live in /app/data (DATA_DIR): keep it on a volume, or set DATABASE_URL.
# tests/deploy/dockerfile.test.ts runs these same steps in a clean folder (no Docker engine there).
# Node 24 LTS, pinned to the exact release that `npm test`'s "node 24" step runs the server and its
# stores on (tests/tools/node-24.ts reads the version from these two lines). Both stages name the same
# release: the build stage compiles better-sqlite3 for the runtime's Node. 24.18.1 is the last 24.x
# whose headers let better-sqlite3 12 (the newest that still runs on Node 20) compile safely: from
# 24.19.0 on, Node's ObjectWrap registers a cleanup hook and a statement finalized by the garbage
# collector aborts the process. Move past it with better-sqlite3 13 (once Node 20 is dropped) or a
# Node release that fixes the hook; the "node 24" step fails on the abort, so it tells.
ARG NODE_IMAGE=node:24.18.1-bookworm-slim
# The full image has python3, make and g++ for better-sqlite3's native build (the embedded database).
ARG BUILD_IMAGE=node:24.18.1-bookworm

# Build: every dependency (better-sqlite3 compiles; package.json's allowScripts lets only it run a
# script), the production build (it refuses a localhost SITE_URL), then the production dependencies
# alone, which the runtime takes as they are.
FROM ${BUILD_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json eleventy.config.ts vite.config.ts ./
COPY shop ./shop
COPY site ./site
COPY widgets ./widgets
COPY api ./api
COPY scripts ./scripts
# LOCAL_BUILD=1 only to try the image on this machine with SITE_URL=http://localhost:8080.
ARG SITE_URL
ARG LOCAL_BUILD
RUN NODE_ENV=production npm run build
RUN npm prune --omit=dev --no-audit --no-fund && mkdir -p data

# Runtime: production dependencies only (tsx included: the server runs its TypeScript through it),
# the server, the shop's domain (shop/), the data the chat assistant reads at start, the built site
# and the bookings' folder.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
WORKDIR /app
COPY package.json package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# The bookings' folder, the runtime user's own (DATA_DIR is relative to /app).
COPY --from=build --chown=node:node /app/data ./data
ENV DATA_DIR=data
COPY tsconfig.json ./
COPY api ./api
COPY shop ./shop
COPY site ./site
COPY --from=build /app/dist ./dist
# The assistant reads the shop's address from the same profile as the pages.
ARG SITE_URL
ENV SITE_URL=${SITE_URL:-http://localhost:8080}
USER node
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets requests in flight finish (api/server.ts).
CMD ["node", "--import", "tsx", "api/server.ts"]
