#!/usr/bin/env bash
# Installs the system packages the browser and database tests use, from Debian's apt, when missing.
# Usage: ensure-system.sh chromium [postgresql]
set -euo pipefail
missing=()
for need in "$@"; do
  case "$need" in
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium) ;;
    postgresql) compgen -G '/usr/lib/postgresql/*/bin/postgres' >/dev/null || missing+=(postgresql) ;;
    *) echo "ensure-system: unknown package '$need'" >&2; exit 2 ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "Installing ${missing[*]} with apt-get..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
