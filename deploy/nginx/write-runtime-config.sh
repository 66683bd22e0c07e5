#!/bin/sh
# Runs at container start (the nginx image runs /docker-entrypoint.d/*.sh): the shell learns
# where the API and each remote are from the environment, as URLs the BROWSER can reach.
set -eu
# Only the shell has a runtime config; the remotes' containers skip this.
[ "${APP_KIND:-remote}" = shell ] || exit 0
: "${API_URL:?API_URL is required}"
: "${CATALOG_URL:?CATALOG_URL is required}"
: "${CHECKOUT_URL:?CHECKOUT_URL is required}"
: "${ACCOUNT_URL:?ACCOUNT_URL is required}"
: "${ADMIN_URL:?ADMIN_URL is required}"
cat > /usr/share/nginx/html/runtime-config.json <<JSON
{
  "apiUrl": "${API_URL}",
  "remotes": {
    "catalog": "${CATALOG_URL}",
    "checkout": "${CHECKOUT_URL}",
    "account": "${ACCOUNT_URL}",
    "admin": "${ADMIN_URL}"
  },
  "chatNumber": "${CHAT_NUMBER:-}"
}
JSON
