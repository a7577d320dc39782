# Sourced by Tools/plugin-host and Tools/build-plugin: the options they share and the host build.
# shellcheck shell=bash
#
# Both build in the ROOT package's graph, in one build folder, so the static `nvc`, the plugin
# host and every plugin are compiled once, by one build plan (SwiftPM keeps one plan per build
# folder and reuses it even when another root package is built there, so a folder must only ever
# see one root package).

# plugin_build_options ARGS...: reads -c, --sanitize and --scratch-path; sets PLUGIN_CONFIGURATION,
# PLUGIN_SANITIZE, PLUGIN_SCRATCH, PLUGIN_BIN, PLUGIN_FLAGS (the `swift build` flags) and
# PLUGIN_ARGUMENTS (what is left). Returns 1 on a malformed option.
plugin_build_options() {
    PLUGIN_CONFIGURATION=debug PLUGIN_SANITIZE="" PLUGIN_SCRATCH="" PLUGIN_ARGUMENTS=()
    while [[ $# -gt 0 ]]; do
        case "$1" in
            -c) [[ $# -ge 2 && ( "$2" == debug || "$2" == release ) ]] || return 1; PLUGIN_CONFIGURATION="$2"; shift 2 ;;
            --sanitize) [[ $# -ge 2 && ( "$2" == thread || "$2" == address ) ]] || return 1; PLUGIN_SANITIZE="$2"; shift 2 ;;
            --scratch-path) [[ $# -ge 2 && -n "$2" ]] || return 1; PLUGIN_SCRATCH="$2"; shift 2 ;;
            -*) return 1 ;;
            *) PLUGIN_ARGUMENTS+=("$1"); shift ;;
        esac
    done
    [[ -n "$PLUGIN_SCRATCH" ]] || PLUGIN_SCRATCH="$root/.build${PLUGIN_SANITIZE:+-$PLUGIN_SANITIZE}"
    mkdir -p "$PLUGIN_SCRATCH"
    PLUGIN_SCRATCH="$(cd "$PLUGIN_SCRATCH" && pwd)"
    PLUGIN_BIN="$PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION"  # SwiftPM links <scratch>/<configuration> to the triple folder
    PLUGIN_FLAGS=(--package-path "$root" --scratch-path "$PLUGIN_SCRATCH" -c "$PLUGIN_CONFIGURATION"
        ${PLUGIN_SANITIZE:+--sanitize="$PLUGIN_SANITIZE"})
}

# plugin_swift_build ARGS...: `swift build` of the root package with PLUGIN_FLAGS, output to stderr.
# Run from the root without OLDPWD and with SHLVL=1: SwiftPM keys its manifest and plugin caches
# on the whole environment (Tools/test does the same).
plugin_swift_build() {
    (cd "$root" && unset OLDPWD && export SHLVL=1 && swift build "${PLUGIN_FLAGS[@]}" "$@" </dev/null >&2)
}

# plugin_build_host: builds nvc-host and libNanoFramework.so.
plugin_build_host() {
    plugin_swift_build --product nvc-host
}

# plugin_paths PACKAGE_DIR: sets PLUGIN_NAME (the package folder's name), PLUGIN_ENTRY
# (<Name>PluginEntry), PLUGIN_FEATURE (<Name>Feature, or empty for an entry-only package like
# the test fixture), PLUGIN_REAL_BIN (the build folder's real path: SwiftPM's modules, module
# cache and plan name it, not the <configuration> link), PLUGIN_LIBRARY (the library's path) and
# PLUGIN_ENTRY_OBJECT. Call after a build.
plugin_paths() {
    PLUGIN_NAME="$(basename "$1")"
    PLUGIN_ENTRY="${PLUGIN_NAME}PluginEntry"
    PLUGIN_FEATURE=""
    [[ -d "$1/Sources/${PLUGIN_NAME}Feature" ]] && PLUGIN_FEATURE="${PLUGIN_NAME}Feature"
    PLUGIN_REAL_BIN="$(cd -P "$PLUGIN_BIN" && pwd)"
    case "$(uname -s)" in Darwin) PLUGIN_EXTENSION=dylib ;; *) PLUGIN_EXTENSION=so ;; esac
    PLUGIN_LIBRARY="$PLUGIN_BIN/lib$PLUGIN_ENTRY.$PLUGIN_EXTENSION"
    PLUGIN_ENTRY_OBJECT="$PLUGIN_REAL_BIN/$PLUGIN_ENTRY.plugin/$PLUGIN_ENTRY.o"
}

# plugin_compile_entry PACKAGE_DIR: compiles Sources/<Name>PluginEntry into one object,
# PLUGIN_ENTRY_OBJECT, with SwiftPM's flags for the configuration and the `-Xcc` flags SwiftPM
# compiled NanoFramework with (the C modules the framework's Swift modules import: OpenCombine's
# helpers, FlyingFox's system shims), read from the build plan.
plugin_compile_entry() {
    local dir="$1" flags=() clang_flags=() sources=() flag file
    case "$PLUGIN_CONFIGURATION" in
        debug) flags=(-Onone -g -enable-testing -DSWIFT_PACKAGE -DDEBUG) ;;
        release) flags=(-O -DSWIFT_PACKAGE) ;;
    esac
    while IFS= read -r flag; do clang_flags+=(-Xcc "$flag"); done < <(
        plugin_plan_arguments NanoFramework | sed -n '/^-Xcc$/{n;p}')
    [[ ${#clang_flags[@]} -gt 0 ]] || {
        echo "$(basename "$0"): found no compile command for NanoFramework in $PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml" >&2
        return 1
    }
    while IFS= read -r -d '' file; do sources+=("$file"); done < <(find "$dir/Sources/$PLUGIN_ENTRY" -name '*.swift' -print0 | sort -z)
    mkdir -p "$(dirname "$PLUGIN_ENTRY_OBJECT")"
    (cd "$(dirname "$PLUGIN_ENTRY_OBJECT")" && swiftc -c -wmo -parse-as-library -swift-version 6 -module-name "$PLUGIN_ENTRY" \
        "${flags[@]}" ${PLUGIN_SANITIZE:+-sanitize="$PLUGIN_SANITIZE"} "${clang_flags[@]}" \
        -I "$PLUGIN_REAL_BIN/Modules" -module-cache-path "$PLUGIN_REAL_BIN/ModuleCache" \
        "${sources[@]}" -o "$PLUGIN_ENTRY_OBJECT" >&2)
}

# plugin_link: links the library from the feature module's objects and the entry's object against
# libNanoFramework.so, with `-z defs` (a symbol the framework library does not provide fails here,
# not when the host loads it); written beside and renamed over, so a running host never maps a
# half-written file.
plugin_link() {
    local objects=() work
    if [[ -n "$PLUGIN_FEATURE" ]]; then
        shopt -s nullglob
        objects=("$PLUGIN_REAL_BIN/$PLUGIN_FEATURE.build/"*.o)
        shopt -u nullglob
        [[ ${#objects[@]} -gt 0 ]] || { echo "$(basename "$0"): no objects in $PLUGIN_REAL_BIN/$PLUGIN_FEATURE.build" >&2; return 1; }
    fi
    work="$PLUGIN_REAL_BIN/.lib$PLUGIN_ENTRY.$$.$PLUGIN_EXTENSION"
    # The toolchain's lld when it has one: it links the library in about half gold's time.
    local linker=()
    [[ -x "$(dirname "$(command -v swiftc)")/ld.lld" ]] && linker=(-use-ld=lld)
    if ! (cd "$(dirname "$PLUGIN_ENTRY_OBJECT")" && swiftc -emit-library ${linker[@]+"${linker[@]}"} ${PLUGIN_SANITIZE:+-sanitize="$PLUGIN_SANITIZE"} \
        -L "$PLUGIN_REAL_BIN" -lNanoFramework -Xlinker -rpath -Xlinker '$ORIGIN' -Xlinker -z -Xlinker defs \
        -Xlinker -soname -Xlinker "lib$PLUGIN_ENTRY.$PLUGIN_EXTENSION" \
        "$PLUGIN_ENTRY_OBJECT" ${objects[@]+"${objects[@]}"} -o "$work" >&2); then
        rm -f -- "$work"
        return 1
    fi
    mv -f -- "$work" "$PLUGIN_REAL_BIN/lib$PLUGIN_ENTRY.$PLUGIN_EXTENSION"
}

# plugin_plan_arguments MODULE: the arguments of SwiftPM's compile command for MODULE in the
# build plan (<scratch>/<configuration>.yaml), one a line. Fails when there is none, or when an
# argument holds a quote (the plan writes each as a JSON string; this reads plain ones only).
plugin_plan_arguments() {
    local line
    line="$(sed -n "/^  \"C\\.$1-[^\"]*-$PLUGIN_CONFIGURATION\\.module\":\$/,/^\$/p" "$PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml" \
        | grep '^    args: \[')" || return 1
    [[ "$line" != *'\"'* ]] || return 1
    line="${line#    args: [}"
    printf '%s\n' "${line%]}" | grep -o '"[^"]*"' | sed 's/^"//; s/"$//'
}
