# Crowns: the compiled server and the built web app on one port (decision 020). See README "Deploy".
#   docker build -t crowns .
# Node 22: a few runtime dependencies (cookie, content-disposition) declare node >= 22.

# --- build: every dependency, then `npm run build` (web app bundle + server compiled to apps/server/dist) ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: the server's production dependencies only, no tsx, no dev dependencies, not root ---
FROM node:22-bookworm-slim AS runtime
# ffmpeg takes the poster frame of uploaded videos; without it (--build-arg FFMPEG=false) a neutral poster is used.
ARG FFMPEG=true
RUN if [ "$FFMPEG" = "true" ]; then \
      apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*; \
    fi
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    UPLOADS_DIR=/app/data/uploads \
    PGLITE_DIR=/app/data/pglite
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
# Only apps/server's dependencies: the web app is served as built files, contracts are compiled into the bundle.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /app/data/uploads /app/data/pglite && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
# Ready = the database (and Redis when configured) answer; node's fetch, the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM: it stops taking work, closes the sockets and drains (main.ts).
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
