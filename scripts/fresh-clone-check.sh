#!/usr/bin/env bash
# Proves that the repository stands alone, as a user's clone: clones the committed HEAD into a
# new, empty temporary directory (so nothing sits beside the clone: no workspace, no sibling
# folders), then runs the README's commands there — `npm ci` and `npm test` — and checks that
# the run left the tree clean, as .ci/run does.
#
# Only committed work is checked (commit first). Packages come from the npm cache when they are
# there (`--prefer-offline`), else from the registry. About a minute with a warm npm cache.
#
# Usage: scripts/fresh-clone-check.sh           (the temporary directory is removed afterwards)
#        KEEP=1 scripts/fresh-clone-check.sh    (keep it, to look around)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
head="$(git -C "$repo" rev-parse HEAD)"
if [ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ]; then
  echo "fresh-clone-check: note: uncommitted changes are not part of this check (HEAD ${head:0:12} is)" >&2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/koyomi-fresh-clone.XXXXXX")"
if [ "${KEEP:-}" != "1" ]; then trap 'rm -rf "$work"' EXIT; fi
clone="$work/koyomi-api"

echo "fresh-clone-check: cloning ${head:0:12} into $clone"
git clone --quiet --no-local --no-checkout "$repo" "$clone"
git -C "$clone" checkout --quiet --detach "$head"
siblings="$(ls -A "$work")"
if [ "$siblings" != "koyomi-api" ]; then
  echo "fresh-clone-check: the clone has company in $work: $siblings" >&2
  exit 1
fi

cd "$clone"
echo "fresh-clone-check: npm ci"
npm ci --prefer-offline --no-audit --no-fund
echo "fresh-clone-check: npm test"
npm test
if [ -n "$(git status --porcelain)" ]; then
  echo "fresh-clone-check: the tree is dirty after install and test:" >&2
  git status --porcelain >&2
  exit 1
fi
echo "fresh-clone-check: OK — a fresh clone of ${head:0:12} installs and passes npm test on its own"
