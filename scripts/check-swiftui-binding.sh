#!/usr/bin/env bash
# Type-checks ReduxRuntime's SwiftUI code on Linux, where SwiftUI does not exist: builds the ReduxRuntime
# target against a stand-in `SwiftUI` module that declares what that code uses, with the signatures of
# the SDKs that ship with Swift 6 compilers (Xcode 16 and later), and with warnings as errors.
#
#   scripts/check-swiftui-binding.sh
#
# The stand-in (Tests/Fixtures/SwiftUIStandIn/SwiftUI.swift, shared with the test of the worked example of
# docs/templates.md) declares `Binding.init(get:set:)` as those SDKs do: its closures are
# `@isolated(any) @Sendable`, so a binding that hands SwiftUI non-Sendable closures fails here as it would
# in Xcode. It cannot show that the rest of SwiftUI behaves as documented; it shows the code compiles
# against it.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
work="${SWIFTUI_CHECK_WORK:-${TMPDIR:-/tmp}/reduxgen-swiftui-check}"
mkdir -p "$work/stand-in"

swiftc -swift-version 6 -parse-as-library -module-name SwiftUI -emit-module \
    -emit-module-path "$work/stand-in/modules/SwiftUI.swiftmodule" "$root/Tests/Fixtures/SwiftUIStandIn/SwiftUI.swift"

swift build --package-path "$root" --scratch-path "$work/build" --target ReduxRuntime \
    -Xswiftc -I -Xswiftc "$work/stand-in/modules" -Xswiftc -warnings-as-errors
echo "check-swiftui-binding: ReduxRuntime's SwiftUI code compiles against the stand-in SwiftUI module"
