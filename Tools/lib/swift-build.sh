# Sourced by Tools/plugin-host, Tools/build-plugin and Tools/fuzz.
#
#   swift_build_retrying SCRATCH_DIR [ENV=VALUE ...] -- SWIFT_BUILD_ARGUMENTS...
#
# Runs `swift build` (output to stderr). SwiftPM keeps a scratch folder's build plan
# (<triple>/<configuration>/description.json) while the files of the packages in it are
# unchanged, without checking that the root package is the same one, and Tools/plugin-host and
# Tools/build-plugin build several root packages in one folder (.build-plugin-host/): so the plan
# is dropped before every build (re-planning takes about half a second). It also keeps the plan
# (SCRATCH_DIR/*.yaml) when only a local dependency package's files moved, and then fails with
# "missing inputs"; so a failed build is retried once with that thrown away too. A real compile
# error fails twice and is reported as usual.
swift_build_retrying() {
    local scratch="$1"
    shift
    local environment=()
    while [[ $# -gt 0 && "$1" != "--" ]]; do environment+=("$1"); shift; done
    shift
    rm -f -- "$scratch"/*/debug/description.json "$scratch"/*/release/description.json
    env ${environment[@]+"${environment[@]}"} swift build "$@" >&2 && return 0
    rm -f "$scratch"/*.yaml
    echo "$(basename "$0"): retrying the build with a fresh build plan" >&2
    env ${environment[@]+"${environment[@]}"} swift build "$@" >&2
}
