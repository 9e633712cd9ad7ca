# syntax=docker/dockerfile:1
# The site as an image: one instance per container, several behind a load balancer share one
# PostgreSQL and one media volume (see docker-compose.yml and README, "Beyond one machine").

# 1. Dependencies exactly as locked (install scripts as package.json allows them).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

# 2. The production build, then only what runs it.
FROM deps AS build
ENV NEXT_TELEMETRY_DISABLED=1 NODE_ENV=production
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 3. The runtime: no compilers, no dev tools, not root.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    APP_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app /app
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz answers 200 while this instance can query its database.
HEALTHCHECK --interval=15s --timeout=5s --start-period=300s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/start.ts"]
