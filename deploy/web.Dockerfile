# One image recipe for the shell and each remote, built from the workspace root:
#   docker build -f deploy/web.Dockerfile --build-arg APP=remote-catalog --build-arg KIND=remote .
# Stage 1 builds the app with the workspace's locked dependencies; the last stage is nginx,
# non-root. The shell's render server is the `render` target of the same recipe, so it holds
# the very build nginx serves:
#   docker build -f deploy/web.Dockerfile --build-arg APP=shell --target render .
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY api/package.json api/
COPY shell/package.json shell/
COPY remote-catalog/package.json remote-catalog/
COPY remote-checkout/package.json remote-checkout/
COPY remote-account/package.json remote-account/
COPY remote-admin/package.json remote-admin/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json ./
COPY shared shared
ARG APP
COPY ${APP} ${APP}
RUN cd ${APP} && ../node_modules/.bin/rsbuild build

# The shell's pages: status, head and structured data per page, robots.txt and sitemap.xml.
FROM node:24-slim AS render
ENV NODE_ENV=production PORT=8080 ROOT=/app/shell/dist
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/shared shared
COPY --from=build /app/shell shell
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s \
  CMD node -e "fetch('http://127.0.0.1:8080/__ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "node_modules/tsx/dist/cli.mjs", "shell/server/main.ts"]

FROM nginxinc/nginx-unprivileged:1.27-alpine
ARG APP
# shell or remote: which nginx config the container serves with. The shell's also serves the
# API's front on API_FRONT_PORT (deploy/nginx/api.conf.template).
ARG KIND=remote
ENV PORT=8080 ROOT=/usr/share/nginx/html SHELL_ORIGIN=http://localhost:3000 APP_KIND=${KIND} \
    SECURITY_HEADERS=/etc/nginx/conf.d/security-headers.inc RENDER_UPSTREAM=render:8080 \
    MEDIA_UPSTREAM=http://api:4000/media/ PAGE_CACHE_DIR=/var/cache/nginx/pages \
    MEDIA_CACHE_DIR=/var/cache/nginx/media API_FRONT_PORT=8081 API_UPSTREAM=api:4000 \
    CATALOG_CACHE_DIR=/var/cache/nginx/catalog
COPY deploy/nginx/ /tmp/nginx/
USER root
RUN mkdir -p /etc/nginx/templates \
 && cp /tmp/nginx/${KIND}.conf.template /etc/nginx/templates/default.conf.template \
 && if [ "${KIND}" = shell ]; then cp /tmp/nginx/api.conf.template /etc/nginx/templates/api.conf.template; fi \
 && cp /tmp/nginx/write-runtime-config.sh /docker-entrypoint.d/40-write-runtime-config.sh \
 && chmod 755 /docker-entrypoint.d/40-write-runtime-config.sh \
 && rm -rf /tmp/nginx
COPY --from=build --chown=101:101 /app/${APP}/dist /usr/share/nginx/html
USER 101
EXPOSE 8080 8081
HEALTHCHECK --interval=10s --timeout=3s CMD wget -qO- http://127.0.0.1:8080/ >/dev/null || exit 1
