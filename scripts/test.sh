#!/usr/bin/env bash
# `npm test`: unit, integration and browser tests. Installs npm packages, Chromium and PostgreSQL
# when they are missing (apt-get as root; otherwise says what to run).
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-system.sh chromium postgresql || exit 1
mkdir -p .latch
rm -f .latch/vitest.json .latch/playwright.json

node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=.latch/vitest.json
unit=$?
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.latch/playwright.json" \
  node_modules/.bin/playwright test -c e2e/playwright.config.ts --reporter=list,json
browser=$?

node_modules/.bin/tsx scripts/test-summary.ts .latch/vitest.json .latch/playwright.json
summary=$?
[ $unit -eq 0 ] && [ $browser -eq 0 ] && [ $summary -eq 0 ]
