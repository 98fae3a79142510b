# syntax=docker/dockerfile:1
# Attune in a container (docs/decisions/0082): build with every dependency, run with production ones only.

# --- build: the web client, the server-rendering entry and the server bundle -------------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
  && node --input-type=module -e "const { buildServer } = await import('./scripts/build-server.mjs'); await buildServer();" \
  && node --input-type=module -e "const { precompressClient } = await import('./scripts/precompress-client.mjs'); precompressClient('dist/client');"

# --- runtime: production dependencies, the built files, the migrations; not root -----------------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    HOST=0.0.0.0 \
    PGLITE_DIR=/data/pglite \
    MEDIA_DIR=/data/media \
    MAIL_DIR=/data/mail
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
# The worker (npm run worker) runs from its TypeScript sources through tsx, a production dependency.
COPY src/server ./src/server
COPY src/common ./src/common
COPY tsconfig.json ./
RUN mkdir -p /data && chown node:node /data
# The node image's unprivileged user.
USER node
VOLUME ["/data"]
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/main.mjs"]
