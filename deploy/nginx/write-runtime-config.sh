#!/bin/sh
# Runs at container start (the nginx image runs /docker-entrypoint.d/*.sh). It writes:
# - for every app, the security headers nginx includes ($SECURITY_HEADERS);
# - for the shell, runtime-config.json: where the API and each remote are, as URLs the BROWSER
#   can reach, whether payments are the sandbox's (PAYMENTS=sandbox: the site shows a banner),
#   and a Content Security Policy that allows those origins and nothing else.
# The containers are production: HSTS is always sent (browsers ignore it over plain http).
# shared/src/http/securityHeaders.ts builds the same headers for the Node static server and the API.
set -eu
: "${SECURITY_HEADERS:?SECURITY_HEADERS is required}"

write_headers() {
  cat > "$SECURITY_HEADERS" <<CONF
add_header Content-Security-Policy "$1" always;
add_header X-Content-Type-Options nosniff always;
add_header X-Frame-Options DENY always;
add_header Referrer-Policy strict-origin-when-cross-origin always;
add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;
CONF
}

if [ "${APP_KIND:-remote}" != shell ]; then
  write_headers "default-src 'none'; frame-ancestors 'none'"
  exit 0
fi

: "${ROOT:=/usr/share/nginx/html}"
: "${API_URL:?API_URL is required}"
: "${CATALOG_URL:?CATALOG_URL is required}"
: "${CHECKOUT_URL:?CHECKOUT_URL is required}"
: "${ACCOUNT_URL:?ACCOUNT_URL is required}"
: "${ADMIN_URL:?ADMIN_URL is required}"
cat > "$ROOT/runtime-config.json" <<JSON
{
  "apiUrl": "${API_URL}",
  "remotes": {
    "catalog": "${CATALOG_URL}",
    "checkout": "${CHECKOUT_URL}",
    "account": "${ACCOUNT_URL}",
    "admin": "${ADMIN_URL}"
  },
  "chatNumber": "${CHAT_NUMBER:-}",
  "testPayments": $([ "${PAYMENTS:-}" = sandbox ] && echo true || echo false)
}
JSON

origin() { printf '%s\n' "$1" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/?#]+).*#\1#'; }
# Words in first-seen order, each once, space-separated.
unique() { printf '%s\n' "$@" | awk 'NF && !seen[$0]++ { printf "%s%s", sep, $0; sep = " " }'; }

REMOTES=$(unique "$(origin "$CATALOG_URL")" "$(origin "$CHECKOUT_URL")" "$(origin "$ACCOUNT_URL")" "$(origin "$ADMIN_URL")")
API=$(origin "$API_URL")
SCRIPTS="'self' $REMOTES"
# Pictures are the page's own /media (nginx passes them on) unless PUBLIC_MEDIA_URL names another origin.
MEDIA=""
if [ -n "${PUBLIC_MEDIA_URL:-}" ] && [ "$(origin "$PUBLIC_MEDIA_URL")" != "$(origin "${SHELL_ORIGIN:-}")" ]; then
  MEDIA=$(origin "$PUBLIC_MEDIA_URL")
fi
IMAGES=$(unique "'self'" data: blob: "$MEDIA")
CONNECT_EXTRA=""
FRAMES="'none'"
if [ -n "${IMAGEKIT_URL_ENDPOINT:-}" ]; then
  IMAGES=$(unique "'self'" data: blob: "$MEDIA" "$(origin "$IMAGEKIT_URL_ENDPOINT")")
  CONNECT_EXTRA="https://upload.imagekit.io"
fi
if [ -n "${RAZORPAY_KEY_ID:-}" ]; then
  SCRIPTS="$SCRIPTS https://checkout.razorpay.com"
  CONNECT_EXTRA="$CONNECT_EXTRA https://lumberjack.razorpay.com"
  FRAMES="https://api.razorpay.com"
fi
# shellcheck disable=SC2086 # word splitting of the origin lists is intended
CONNECT=$(unique "'self'" "$API" $REMOTES $CONNECT_EXTRA)
write_headers "default-src 'self'; script-src $SCRIPTS; style-src 'self' 'unsafe-inline' $REMOTES; img-src $IMAGES; font-src 'self' $REMOTES; connect-src $CONNECT; frame-src $FRAMES; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
