# syntax=docker/dockerfile:1
# Kvartal's production image (docs/DEPLOY.md). The build stage installs every dependency, builds the SPA and the
# server and writes the release folder with scripts/release.ts (`npm run release`): dist/, package.json,
# package-lock.json, the migrations and the production node_modules. The run stage is that folder on Node 22 (LTS),
# run as the unprivileged `node` user; its files belong to root, so the process cannot change its own code.
# The same folder is what .ci/run starts on PostgreSQL (the «release» step) and what deploy/kvartal.service runs.

FROM node:22-slim AS build
WORKDIR /src
# No install telemetry (swagger-ui-dist's @scarf/scarf), no update or funding notices.
ENV SCARF_ANALYTICS=false \
    NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run release -- /release

FROM node:22-slim
# DATA_DIR holds the embedded database (DATA_DIR/pglite) and local files (DATA_DIR/files) on one host; with
# DATABASE_URL and S3_* it is only a scratch folder. HOST 0.0.0.0: the container's port is published or proxied.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /release ./
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Node itself probes (the slim image has no curl): up means the process answers, nothing about its dependencies.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server itself, not npm start's wrapper (dist/server/start.js would fill a missing variable from .env.example).
CMD ["node", "dist/server/main.js"]
