# Sourced by Tools/plugin-host, Tools/build-plugin and Tools/fuzz.
#
#   swift_build_retrying SCRATCH_DIR [ENV=VALUE ...] -- SWIFT_BUILD_ARGUMENTS...
#
# Runs `swift build` (output to stderr). SwiftPM keeps a scratch folder's build plan
# (SCRATCH_DIR/*.yaml) when only a local dependency package's files moved, and then fails with
# "missing inputs"; so a failed build is retried once with the plan thrown away. A real compile
# error fails twice and is reported as usual.
swift_build_retrying() {
    local scratch="$1"
    shift
    local environment=()
    while [[ $# -gt 0 && "$1" != "--" ]]; do environment+=("$1"); shift; done
    shift
    env ${environment[@]+"${environment[@]}"} swift build "$@" >&2 && return 0
    rm -f "$scratch"/*.yaml
    echo "$(basename "$0"): retrying the build with a fresh build plan" >&2
    env ${environment[@]+"${environment[@]}"} swift build "$@" >&2
}
