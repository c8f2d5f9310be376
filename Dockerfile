# syntax=docker/dockerfile:1
# The portal's production image (issue 25 §5): built once, run as a non-root user with
# NODE_ENV=production and production dependencies only. docker-compose.yml runs it beside
# PostgreSQL and Mailpit; README "Production image" says how.
ARG NODE_IMAGE=node:24-bookworm-slim

# ---- build: every dependency, then the domain, the two web apps and the API ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web-applicant/package.json web-applicant/
COPY web-admin/package.json web-admin/
COPY packages/domain/package.json packages/domain/
COPY migrations/package.json migrations/
RUN npm ci --no-audit --no-fund
COPY . .
# The static PDFs are tracked and up to date (their sources' hash matches), so no browser is needed.
RUN npm run build

# ---- runtime: sources (reference data is read from them), production dependencies, build outputs ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/registry
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web-applicant/package.json web-applicant/
COPY web-admin/package.json web-admin/
COPY packages/domain/package.json packages/domain/
COPY migrations/package.json migrations/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY . .
COPY --from=build /app/packages/domain/dist packages/domain/dist
COPY --from=build /app/migrations/dist migrations/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web-applicant/dist web-applicant/dist
# The portal's server build: the API renders the applicant's pages with it (docs/web-applicant.md).
COPY --from=build /app/web-applicant/dist-server web-applicant/dist-server
COPY --from=build /app/web-admin/dist web-admin/dist
RUN mkdir -p /var/lib/registry && chown node:node /var/lib/registry
# The image's own unprivileged user: the files above stay root's, read-only to the process.
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "api/dist/api/src/main.js"]
