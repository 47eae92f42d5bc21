#!/usr/bin/env bash
# Browser tests drive Debian's chromium (playwright cannot download its own browser here).
# Installs it, with fonts for Arabic, Hebrew, CJK and Thai, when missing and we are root.
set -euo pipefail
if [ -x /usr/bin/chromium ] && fc-list 2>/dev/null | grep -qi "noto sans arabic"; then exit 0; fi
if [ "$(id -u)" != "0" ]; then
  echo "Browser tests need chromium: sudo apt-get install -y chromium fonts-noto-core fonts-noto-cjk fonts-thai-tlwg" >&2
  exit 1
fi
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core fonts-noto-cjk fonts-thai-tlwg >/dev/null
