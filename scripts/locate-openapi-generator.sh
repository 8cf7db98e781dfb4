# Sourced by the benchmark scripts: finds swift-openapi-generator 1.14.3, the peer the generation
# benchmark compares with, or builds it once outside the repository. Sets `peer_arguments` to
# (--peer BINARY), or to nothing with a message saying why the peer is skipped.
#
#   SOG          a swift-openapi-generator binary to use
#   SOG_BUILD    where it is checked out and built (default: /tmp/sog)
#   SOG_PACKAGE  the git repository to check it out from (default: the machine's local package copy)
#   SOG_BUILD_PEER=0  never build it; skip the peer when no binary is there

sog_build="${SOG_BUILD:-/tmp/sog}"
sog_package="${SOG_PACKAGE:-/opt/swift-packages/apple/swift-openapi-generator.git}"
sog_version="1.14.3"
peer_arguments=()
if [[ -z "${SOG:-}" ]]; then
    SOG="$sog_build/src/.build/release/swift-openapi-generator"
    if [[ ! -x "$SOG" && "${SOG_BUILD_PEER:-1}" != 0 && -d "$sog_package" ]]; then
        echo "Building swift-openapi-generator $sog_version in $sog_build (takes several minutes)..." >&2
        mkdir -p "$sog_build"
        [[ -d "$sog_build/src" ]] || git clone --quiet "$sog_package" "$sog_build/src"
        git -C "$sog_build/src" checkout --quiet "$sog_version"
        (cd "$sog_build/src" && swift build -c release -j 1 --product swift-openapi-generator >&2) ||
            echo "Building swift-openapi-generator failed." >&2
    fi
fi
if [[ -x "$SOG" ]]; then
    peer_arguments=(--peer "$SOG")
else
    echo "swift-openapi-generator is not available (no binary at '$SOG', and no package copy at" \
        "'$sog_package' to build, or SOG_BUILD_PEER=0): its column is skipped." >&2
fi
