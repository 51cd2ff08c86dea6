#!/usr/bin/env bash
# Installs npm packages from the lockfile when they are missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.package-lock.json
if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ]; then
  echo "Installing npm packages from package-lock.json..."
  npm ci --no-audit --no-fund
fi
