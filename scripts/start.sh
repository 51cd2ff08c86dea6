#!/usr/bin/env bash
# `npm start`: install what is missing, then bring up devnet, server and demo.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
exec node_modules/.bin/tsx scripts/start.ts "$@"
