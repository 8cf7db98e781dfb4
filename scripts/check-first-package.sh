#!/usr/bin/env bash
# A new user's first package, end to end (Tests/ReduxGenCLITests/FirstPackageTests.swift): in a fresh
# `swift package init` package, `reduxgen init`, the Package.swift lines it prints, `swift package
# generate-redux` without and with --target, `swift build` and `swift test`; then a target of the
# ReduxGenPlugin build plugin whose test target has no Swift file yet, and the messages naming that cause.
#
#   scripts/check-first-package.sh
#
# The package depends on this checkout by path, so the command plugin builds reduxgen and its
# dependencies once more in the package's own .build: about 3 to 4 minutes on a 2-core machine, too long
# for the default `swift test`. Package.swift declares the test's target only with
# REDUXGEN_CHECK_FIRST_PACKAGE=1, which this script sets.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
start=$SECONDS
log="$(mktemp "${TMPDIR:-/tmp}/reduxgen-first-package.XXXXXX")"
trap 'rm -f "$log"' EXIT

REDUXGEN_CHECK_FIRST_PACKAGE=1 swift test --package-path "$root" --filter 'FirstPackageTests' 2>&1 \
    | tee "$log"
# A filter that matched nothing must not pass as a success.
if ! grep -q 'Test initGenerateBuildAndTest() passed' "$log"; then
    echo "error: the first-package test did not run and pass" >&2
    exit 1
fi
echo "check-first-package: the first package generated, built and passed its tests in $((SECONDS - start))s"
