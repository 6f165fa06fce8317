# syntax=docker/dockerfile:1
# 人事管理系统: one image for every instance. Build: docker build -t renshi-admin .
# Run: see compose.yaml and docs/deploy.md.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# Not `npm ci`: the lockfile lacks other platforms' optional binaries, which `npm install` fetches for this one.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx next build \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .next/cache .data

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=8011 \
    DATA_DIR=/data \
    UPLOAD_DIR=/uploads \
    BACKUP_DIR=/backups
# The server reads the migrations, manuals, fonts and docs from its working directory at run time: the built tree
# is copied whole, owned by root and read-only to the app's user.
COPY --from=build /app /app
RUN mkdir -p /data /uploads /backups && chown node:node /data /uploads /backups
USER node
VOLUME ["/data", "/uploads", "/backups"]
EXPOSE 8011
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) lets the requests in flight finish within SHUTDOWN_TIMEOUT_MS; keep the stop timeout longer.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/server.mjs", "-H", "0.0.0.0"]
