# Localbox as a container: the static build served by unprivileged nginx on port 8080, with
# deploy/nginx/localbox.conf (the configuration tests/deploy runs against Debian's nginx).
#   docker build -t localbox . && docker run --rm -p 8080:8080 localbox
# then open http://localhost:8080/ (the service worker and cross-origin isolation need a secure
# context: localhost, or HTTPS in front of the container).

FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci's preinstall step checks the Node version with it.
COPY scripts/check-node.mjs scripts/
RUN npm ci --no-audit --no-fund
COPY . .
# The commit shown in the footer (there is no .git in the build context).
ARG LOCALBOX_COMMIT=unknown
ENV LOCALBOX_COMMIT=$LOCALBOX_COMMIT
RUN npm run build:app

FROM nginxinc/nginx-unprivileged:1.27-alpine
# The same file as deploy/nginx/localbox.conf, with the two lines it says to set.
COPY deploy/nginx/localbox.conf /etc/nginx/conf.d/default.conf
RUN sed -i \
      -e 's|^    listen 80 default_server;$|    listen 8080 default_server;|' \
      -e 's|^    root /var/www/localbox;$|    root /usr/share/nginx/html;|' \
      /etc/nginx/conf.d/default.conf \
    && grep -q 'listen 8080 default_server;' /etc/nginx/conf.d/default.conf \
    && grep -q 'root /usr/share/nginx/html;' /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist /usr/share/nginx/html
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1
