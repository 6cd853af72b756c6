#!/bin/sh
# Installs Debian's chromium for the browser e2e tests when /usr/bin/chromium is missing.
# Playwright's own browser download (`npx playwright install`) is never used: the machines
# running these tests reach package registries only, and Debian's package is enough for
# playwright-core (launched with executablePath).
set -eu

CHROMIUM="${LATCHKEY_CHROMIUM:-/usr/bin/chromium}"

if [ -x "$CHROMIUM" ]; then
  echo "chromium already installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

if [ "$(id -u)" -ne 0 ]; then
  echo "chromium is missing at $CHROMIUM; run this script as root (it uses apt-get)." >&2
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends chromium
echo "installed: $(/usr/bin/chromium --version 2>/dev/null || echo /usr/bin/chromium)"
