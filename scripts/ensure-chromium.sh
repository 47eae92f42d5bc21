#!/usr/bin/env bash
# Browser tests drive Debian's chromium (playwright cannot download its own browser here): its headless shell
# for the tests (decision 0051), the full browser for Lighthouse. Installs both, with fonts for Arabic, Hebrew,
# CJK and Thai, when missing and we are root.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/lib/chromium/chromium-headless-shell ] && fc-list 2>/dev/null | grep -qi "noto sans arabic"; then exit 0; fi
PACKAGES="chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk fonts-thai-tlwg"
if [ "$(id -u)" != "0" ]; then
  echo "Browser tests need chromium: sudo apt-get install -y $PACKAGES" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $PACKAGES >/dev/null
