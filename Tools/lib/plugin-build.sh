# Sourced by Tools/plugin-host and Tools/build-plugin: the options they share and the host build.
# shellcheck shell=bash
#
# Both build in the ROOT package's graph, in one build folder, so the static `nvc`, the plugin
# host and every plugin are compiled once, by one build plan (SwiftPM keeps one plan per build
# folder and reuses it even when another root package is built there, so a folder must only ever
# see one root package).

# shellcheck source=Tools/lib/system-packages.sh
source "$(dirname "${BASH_SOURCE[0]}")/system-packages.sh"

# plugin_build_options ARGS...: reads -c, --sanitize, --scratch-path and --against; sets
# PLUGIN_CONFIGURATION, PLUGIN_SANITIZE, PLUGIN_SCRATCH, PLUGIN_BIN, PLUGIN_FLAGS (the `swift
# build` flags), PLUGIN_AGAINST (a host folder to link against, see plugin_use_host; empty when
# not given) and PLUGIN_ARGUMENTS (what is left). Returns 1 on a malformed option.
plugin_build_options() {
    PLUGIN_CONFIGURATION=debug PLUGIN_SANITIZE="" PLUGIN_SCRATCH="" PLUGIN_AGAINST="" PLUGIN_ARGUMENTS=()
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --against) [[ $# -ge 2 && -n "$2" ]] || return 1; PLUGIN_AGAINST="$2"; shift 2 ;;
            -c) [[ $# -ge 2 && ( "$2" == debug || "$2" == release ) ]] || return 1; PLUGIN_CONFIGURATION="$2"; shift 2 ;;
            --sanitize) [[ $# -ge 2 && ( "$2" == thread || "$2" == address ) ]] || return 1; PLUGIN_SANITIZE="$2"; shift 2 ;;
            --scratch-path) [[ $# -ge 2 && -n "$2" ]] || return 1; PLUGIN_SCRATCH="$2"; shift 2 ;;
            -*) return 1 ;;
            *) PLUGIN_ARGUMENTS+=("$1"); shift ;;
        esac
    done
    # shellcheck disable=SC2154 # root, the repository, is set by the script that sources this file
    [[ -n "$PLUGIN_SCRATCH" ]] || PLUGIN_SCRATCH="$root/.build${PLUGIN_SANITIZE:+-$PLUGIN_SANITIZE}"
    mkdir -p "$PLUGIN_SCRATCH"
    PLUGIN_SCRATCH="$(cd "$PLUGIN_SCRATCH" && pwd)"
    PLUGIN_BIN="$PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION"  # SwiftPM links <scratch>/<configuration> to the triple folder
    PLUGIN_HOST_DIR="$PLUGIN_BIN"
    [[ "$(uname -s)" == Linux ]] && PLUGIN_HOST_DIR="$PLUGIN_BIN/plugin-host"
    PLUGIN_FLAGS=(--package-path "$root" --scratch-path "$PLUGIN_SCRATCH" -c "$PLUGIN_CONFIGURATION"
        ${PLUGIN_SANITIZE:+--sanitize="$PLUGIN_SANITIZE"})
}

# plugin_swift_build ARGS...: `swift build` of the root package with PLUGIN_FLAGS, output to stderr.
# Run from the root without OLDPWD and with SHLVL=1: SwiftPM keys its manifest and plugin caches
# on the whole environment (Tools/test does the same).
plugin_swift_build() {
    (cd "$root" && unset OLDPWD && export SHLVL=1 && swift build "${PLUGIN_FLAGS[@]}" "$@" </dev/null >&2)
}

# plugin_build_host: builds nvc-host and libNanoFramework.so in PLUGIN_HOST_DIR (where the
# plugins go too), and on Linux the copy of both that `serve` runs, in PLUGIN_HOST_DIR/web.
#
# On Linux SwiftPM compiles the modules (and links its own products, which the tools do not
# use), and the tools link the files (plugin_link_framework, plugin_link_host): the Swift runtime
# and FoundationEssentials (all of Foundation in the web build only), from the toolchain's static
# archives (usr/lib/swift_static), go INTO
# libNanoFramework.so, exported, so the process holds one copy of them that the host and every
# plugin share, and the loader opens one library instead of the toolchain's many. SwiftPM's own
# link of the `.dynamic` product (<bin>/libNanoFramework.so, against the toolchain's shared
# runtime) cannot do that: `--static-swift-stdlib` hides the runtime's symbols in the library it
# links into (`--exclude-libs ALL`), so a plugin would need a second runtime. The library the host
# starts with leaves out the web host (the NanoWebHost product's modules: FlyingFox, which needs
# FoundationNetworking and libcurl's 30 libraries); web/libNanoFramework.so has it too, and
# web/nvc-host, a copy of the host (which finds the library next to it, `$ORIGIN`), is what the
# host's `serve` runs (App/nvc-host/WebHost.swift). The web host cannot be a library of its own:
# the toolchain's static FoundationNetworking refers to hidden symbols of its static Foundation,
# so both must be linked into one file. Elsewhere (macOS) the host is SwiftPM's product, linking
# the system's shared runtime, without `serve`, and PLUGIN_HOST_DIR is the build folder.
# docs/performance.md, "Feature plugins", has the measurements.
plugin_build_host() {
    # Preflight: the system packages the host's links need (Tools/system-packages, `plugin-host`),
    # before minutes of compiling; the links check their own libraries again (syspkg_check_links).
    local packages=()
    mapfile -t packages < <(syspkg_for plugin-host)
    [[ ${#packages[@]} -eq 0 ]] || syspkg_ensure "${packages[@]}" || return 1
    # The product, not just the target: its link command's inputs (which plugin_link_host reads)
    # include objects that only the product's build makes (debug builds' wrapped module).
    plugin_swift_build --product nvc-host || return 1
    [[ "$(uname -s)" == Linux ]] || return 0
    plugin_swift_build --target NanoWebHost || return 1
    plugin_toolchain || return 1
    mkdir -p "$PLUGIN_HOST_DIR/web"
    plugin_plan_objects NanoFramework dylib >"$PLUGIN_HOST_DIR/.framework-objects"
    # A debug build's wrapped modules (<Module>.swiftmodule.o, for the debugger) that only
    # SwiftPM's own link of the NanoWebHost product makes are left out when absent.
    { cat -- "$PLUGIN_HOST_DIR/.framework-objects"; plugin_plan_objects NanoWebHost dylib; } \
        | awk '!seen[$0]++' | while IFS= read -r file; do
            [[ "$file" != *.swiftmodule.o || -f "$file" ]] && printf '%s\n' "$file"
        done >"$PLUGIN_HOST_DIR/web/.framework-objects"
    plugin_link_framework "$PLUGIN_HOST_DIR" && plugin_link_framework "$PLUGIN_HOST_DIR/web" && plugin_link_host \
        && plugin_copy "$PLUGIN_HOST_DIR/nvc-host" "$PLUGIN_HOST_DIR/web/nvc-host" \
        && plugin_sources_fingerprint >"$PLUGIN_HOST_DIR/.framework-sources"
}

# plugin_sources_fingerprint: one line that changes when any source the framework library is
# built from changes (every Swift, C and module map file under Modules/*/Sources,
# Interfaces/*/Sources and App/Framework/Sources, and those packages' manifests, by path and
# content; not where the checkout is, not the DocC catalogs). A copy of the repository gives the
# same line.
plugin_sources_fingerprint() {
    (cd "$root" && find Modules/*/Sources Modules/*/Package.swift Interfaces/*/Sources Interfaces/*/Package.swift \
        App/Framework/Sources App/Framework/Package.swift -type f \
        \( -name '*.swift' -o -name '*.c' -o -name '*.h' -o -name '*.modulemap' \) -not -name '.*' -print0 \
        | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
}

# plugin_use_host: instead of plugin_build_host, for `--against DIR`: a plugin linked against the
# framework library of the host in DIR (a Tools/plugin-host folder, of another checkout maybe),
# so only the feature's own module and entry are compiled here: a feature team builds its plugin
# against the app's host without compiling the framework's library. The host folder must hold a
# library built from the same sources as this checkout's (plugin_sources_fingerprint, recorded
# by plugin_build_host) in the same configuration; anything else is refused, as its types could
# differ from the ones the feature compiles against. plugin_use_host_library then links the
# library (a symbolic link) into this folder's PLUGIN_HOST_DIR, where plugin_link and Tools/dev
# look for it: after the feature's build, as SwiftPM makes <scratch>/<configuration> (a link to
# the triple's folder) only when it first builds there, and a folder made before in its place
# would give the modules two paths.
plugin_use_host() {
    local host wanted recorded
    host="$(cd "$PLUGIN_AGAINST" 2>/dev/null && pwd -P)" || {
        echo "$(basename "$0"): --against $PLUGIN_AGAINST: no such folder" >&2; return 1; }
    if [[ ! -f "$host/.framework-sources" ]] || [[ ! -f "$host/libNanoFramework.so" && ! -f "$host/libNanoFramework.dylib" ]]; then
        echo "$(basename "$0"): --against $PLUGIN_AGAINST: no framework library built by Tools/plugin-host there" >&2; return 1
    fi
    [[ "$(basename "$(dirname "$host")")" == "$PLUGIN_CONFIGURATION" || "$(basename "$host")" == "$PLUGIN_CONFIGURATION" ]] || {
        echo "$(basename "$0"): --against $PLUGIN_AGAINST: not a $PLUGIN_CONFIGURATION build's host folder" >&2; return 1; }
    wanted="$(plugin_sources_fingerprint)"
    recorded="$(cat -- "$host/.framework-sources")"
    [[ "$wanted" == "$recorded" ]] || {
        echo "$(basename "$0"): --against $PLUGIN_AGAINST: its framework library was built from other sources than $root's (run Tools/plugin-host there again, or build without --against)" >&2
        return 1
    }
    PLUGIN_AGAINST_DIR="$host" PLUGIN_AGAINST_SOURCES="$recorded"
}

# plugin_use_host_library: after plugin_use_host and the feature's build, the host's framework
# library linked into PLUGIN_HOST_DIR.
plugin_use_host_library() {
    mkdir -p "$PLUGIN_HOST_DIR"
    [[ "$(cd "$PLUGIN_HOST_DIR" && pwd -P)" == "$PLUGIN_AGAINST_DIR" ]] && return 0
    local library
    for library in "$PLUGIN_AGAINST_DIR"/libNanoFramework.*; do ln -sfn -- "$library" "$PLUGIN_HOST_DIR/$(basename "$library")"; done
    printf '%s\n' "$PLUGIN_AGAINST_SOURCES" >"$PLUGIN_HOST_DIR/.framework-sources"
}

# plugin_paths PACKAGE_DIR: sets PLUGIN_NAME (the package folder's name), PLUGIN_ENTRY
# (<Name>PluginEntry), PLUGIN_FEATURE (<Name>Feature, or empty for an entry-only package like
# the test fixture), PLUGIN_REAL_BIN (the build folder's real path: SwiftPM's modules, module
# cache and plan name it, not the <configuration> link), PLUGIN_LIBRARY (the library's path, in
# PLUGIN_HOST_DIR next to the framework library) and PLUGIN_ENTRY_OBJECT. Call after a build.
plugin_paths() {
    PLUGIN_NAME="$(basename "$1")"
    PLUGIN_ENTRY="${PLUGIN_NAME}PluginEntry"
    PLUGIN_FEATURE=""
    [[ -d "$1/Sources/${PLUGIN_NAME}Feature" ]] && PLUGIN_FEATURE="${PLUGIN_NAME}Feature"
    # (Before the folder's first build the link is not there yet: then the path as it is.)
    PLUGIN_REAL_BIN="$(cd -P "$PLUGIN_BIN" 2>/dev/null && pwd || printf '%s' "$PLUGIN_BIN")"
    case "$(uname -s)" in Darwin) PLUGIN_EXTENSION=dylib ;; *) PLUGIN_EXTENSION=so ;; esac
    PLUGIN_LIBRARY="$PLUGIN_HOST_DIR/lib$PLUGIN_ENTRY.$PLUGIN_EXTENSION"
    PLUGIN_ENTRY_OBJECT="$PLUGIN_REAL_BIN/$PLUGIN_ENTRY.plugin/$PLUGIN_ENTRY.o"
}

# plugin_compile_entry PACKAGE_DIR: compiles Sources/<Name>PluginEntry into one object,
# PLUGIN_ENTRY_OBJECT, with SwiftPM's flags for the configuration and the `-Xcc` flags SwiftPM
# compiled NanoFramework with (the C modules the framework's Swift modules import: OpenCombine's
# helpers, FlyingFox's system shims), read from the build plan.
plugin_compile_entry() {
    local dir="$1" flags=() clang_flags=() entry_sources=() flag file
    case "$PLUGIN_CONFIGURATION" in
        debug) flags=(-Onone -g -enable-testing -DSWIFT_PACKAGE -DDEBUG) ;;
        release) flags=(-O -DSWIFT_PACKAGE) ;;
    esac
    # With --against, this folder built the feature's modules only: a module map of a module the
    # feature does not import (SwiftNIO's, say) was never written, and is not needed.
    while IFS= read -r flag; do
        [[ "$flag" == -fmodule-map-file=* && ! -f "${flag#-fmodule-map-file=}" ]] && continue
        clang_flags+=(-Xcc "$flag")
    done < <(plugin_plan_arguments NanoFramework | sed -n '/^-Xcc$/{n;p}')
    [[ ${#clang_flags[@]} -gt 0 ]] || {
        echo "$(basename "$0"): found no compile command for NanoFramework in $PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml" >&2
        return 1
    }
    while IFS= read -r -d '' file; do entry_sources+=("$file"); done < <(find "$dir/Sources/$PLUGIN_ENTRY" -name '*.swift' -print0 | sort -z)
    mkdir -p "$(dirname "$PLUGIN_ENTRY_OBJECT")"
    # Compiled again only when a source of the entry or a module it imports is newer than the
    # object, or the command changed: a plugin whose feature did not change costs no compile
    # (plugin_remake). A module's file is written again whenever the module is compiled, so an
    # inlined body that changed (PluginStamp's) is seen. Imports that are not the build's own
    # modules (the standard library's) have no file here.
    local inputs="$PLUGIN_ENTRY_OBJECT.inputs" module
    {
        printf '%s\n' "${entry_sources[@]}"
        sed -n -E 's/^[[:space:]]*(@[A-Za-z_]+[[:space:]]+)*((public|package|internal|fileprivate|private)[[:space:]]+)?import[[:space:]]+([A-Za-z_][A-Za-z0-9_]*).*/\4/p' \
            "${entry_sources[@]}" | sort -u | while IFS= read -r module; do
                [[ -f "$PLUGIN_REAL_BIN/Modules/$module.swiftmodule" ]] && printf '%s\n' "$PLUGIN_REAL_BIN/Modules/$module.swiftmodule"
            done
    } >"$inputs"
    (cd "$(dirname "$PLUGIN_ENTRY_OBJECT")" && plugin_remake Compiling "$PLUGIN_ENTRY_OBJECT" "$inputs" \
        swiftc -c -wmo -parse-as-library -swift-version 6 -module-name "$PLUGIN_ENTRY" \
        "${flags[@]}" ${PLUGIN_SANITIZE:+-sanitize="$PLUGIN_SANITIZE"} "${clang_flags[@]}" \
        -I "$PLUGIN_REAL_BIN/Modules" -module-cache-path "$PLUGIN_REAL_BIN/ModuleCache" "${entry_sources[@]}")
}

# plugin_link: links the library from the feature module's objects and the entry's object against
# libNanoFramework.so, with `-z defs` (a symbol the framework library does not provide fails here,
# not when the host loads it); written beside and renamed over, so a running host never maps a
# half-written file. On Linux it links with clang and the toolchain's lld like plugin_link_host:
# the image's own swiftrt.o (its Swift metadata sections, registered with the runtime at load)
# and libNanoFramework.so, which holds the runtime, and nothing else.
plugin_link() {
    local objects=() work
    if [[ -n "$PLUGIN_FEATURE" ]]; then
        shopt -s nullglob
        objects=("$PLUGIN_REAL_BIN/$PLUGIN_FEATURE.build/"*.o)
        shopt -u nullglob
        [[ ${#objects[@]} -gt 0 ]] || { echo "$(basename "$0"): no objects in $PLUGIN_REAL_BIN/$PLUGIN_FEATURE.build" >&2; return 1; }
    fi
    mkdir -p "$PLUGIN_HOST_DIR"
    work="$PLUGIN_HOST_DIR/.lib$PLUGIN_ENTRY.$$.$PLUGIN_EXTENSION"
    if [[ "$(uname -s)" == Linux ]]; then
        plugin_toolchain || return 1
        local runtime=()
        if [[ -n "$PLUGIN_SHARED" ]]; then
            printf '%s\n' "$PLUGIN_ENTRY_OBJECT" ${objects[@]+"${objects[@]}"} >"$work.objects"
            plugin_libraries "$work.objects"
            rm -f -- "$work.objects"
            runtime=("${PLUGIN_LIBRARIES[@]}")
        fi
        # Linked again only when an object or the framework library is newer, or the command
        # changed (plugin_relink).
        printf '%s\n' "$PLUGIN_ENTRY_OBJECT" ${objects[@]+"${objects[@]}"} "$PLUGIN_HOST_DIR/libNanoFramework.so" >"$work.inputs"
        # shellcheck disable=SC2016 # $ORIGIN is the dynamic linker's (the library's folder), not a shell variable
        if ! plugin_relink "$PLUGIN_LIBRARY" "$work.inputs" \
            "$PLUGIN_CLANG" "${PLUGIN_LIBRARY_FLAGS[@]}" "${PLUGIN_LINK_FLAGS[@]}" "$PLUGIN_SWIFTRT" "$PLUGIN_ENTRY_OBJECT" \
            ${objects[@]+"${objects[@]}"} -L "$PLUGIN_HOST_DIR" -lNanoFramework ${runtime[@]+"${runtime[@]}"} \
            -Wl,-rpath,'$ORIGIN' -Wl,-soname,"lib$PLUGIN_ENTRY.$PLUGIN_EXTENSION"; then
            rm -f -- "$work.inputs"
            return 1
        fi
        rm -f -- "$work.inputs"
        return 0
    else
        # SwiftPM's libNanoFramework and the system's shared Swift runtime.
        if ! (cd "$(dirname "$PLUGIN_ENTRY_OBJECT")" && swiftc -emit-library ${PLUGIN_SANITIZE:+-sanitize="$PLUGIN_SANITIZE"} \
            -L "$PLUGIN_REAL_BIN" -lNanoFramework -Xlinker -rpath -Xlinker '@loader_path' \
            "$PLUGIN_ENTRY_OBJECT" ${objects[@]+"${objects[@]}"} -o "$work" >&2); then
            rm -f -- "$work"
            return 1
        fi
    fi
    mv -f -- "$work" "$PLUGIN_LIBRARY"
}

# plugin_toolchain: sets PLUGIN_CLANG (the toolchain's clang), PLUGIN_SWIFTRT (the toolchain's
# swiftrt.o, which every Swift image links), PLUGIN_STATIC (the folder of the runtime's and
# Foundation's static archives), PLUGIN_LINK_FLAGS (what every link passes: the toolchain's lld,
# a build id, and `-fsanitize` when sanitized) and PLUGIN_LIBRARY_FLAGS (what a library's link
# adds: `-z defs`, unless sanitized: the sanitizer's runtime is linked into the executable only,
# and libraries leave its symbols to it). Linux only.
#
# A sanitized build links the toolchain's SHARED runtime instead (PLUGIN_SHARED, the folder of
# its libraries, found through the images' run path): the sanitizer's runtime in the executable
# needs libdispatch's symbols, which the static libdispatch keeps hidden.
plugin_toolchain() {
    local bin
    bin="$(dirname "$(command -v swiftc)")"
    PLUGIN_CLANG="$bin/clang"
    PLUGIN_SWIFTRT="$bin/../lib/swift/linux/$(uname -m)/swiftrt.o"
    PLUGIN_STATIC="$bin/../lib/swift_static/linux"
    PLUGIN_SHARED=""
    [[ -n "$PLUGIN_SANITIZE" ]] && PLUGIN_SHARED="$bin/../lib/swift/linux"
    [[ -x "$PLUGIN_CLANG" && -x "$bin/ld.lld" && -f "$PLUGIN_SWIFTRT" && -f "$PLUGIN_STATIC/libswiftCore.a" ]] || {
        echo "$(basename "$0"): the Swift toolchain in $bin/.. has no clang, ld.lld, swiftrt.o or static runtime (usr/lib/swift_static)" >&2
        return 1
    }
    PLUGIN_LINK_FLAGS=(-fuse-ld=lld "-Wl,--build-id")
    PLUGIN_LIBRARY_FLAGS=(-shared "-Wl,-z,defs")
    if [[ -n "$PLUGIN_SANITIZE" ]]; then
        PLUGIN_LINK_FLAGS+=(-fsanitize="$PLUGIN_SANITIZE")
        PLUGIN_LIBRARY_FLAGS=(-shared)
    fi
}

# plugin_plan_command NAME KIND: the block of SwiftPM's build plan (<scratch>/<configuration>.yaml)
# for the command that makes NAME (KIND `dylib` or `exe` for a product's link, `module` for a
# module's compile): from its `"C.NAME-...-CONFIGURATION.KIND":` line to the blank line after it.
plugin_plan_command() {
    sed -n "/^  \"C\\.$1-[^\"]*-$PLUGIN_CONFIGURATION\\.$2\":\$/,/^\$/p" "$PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml"
}

# plugin_plan_objects PRODUCT KIND: the object files SwiftPM's plan links into PRODUCT (KIND
# `dylib` or `exe`), one a line, from the link command's inputs.
plugin_plan_objects() {
    plugin_plan_command "$1" "$2" | grep '^    inputs: \[' | grep -o '"[^"]*\.o"' | sed 's/^"//; s/"$//'
}

# plugin_relink OUTPUT INPUTS COMMAND...: plugin_remake for a link.
plugin_relink() { plugin_remake Linking "$@"; }

# plugin_remake VERB OUTPUT INPUTS COMMAND...: runs COMMAND (which writes OUTPUT) unless OUTPUT
# is newer than every file listed in the file INPUTS and was made by the same command from the
# same list (kept in .OUTPUT.link beside it); prints "VERB OUTPUT" when it runs it. The command
# writes a temporary file that replaces OUTPUT only when it succeeds: `-o` is given here, last.
plugin_remake() {
    local verb="$1" output="$2" inputs="$3" record work file wanted
    shift 3
    record="$(dirname "$output")/.$(basename "$output").link"
    wanted="$(printf '%s\n' "$@"; cat -- "$inputs")"
    if [[ -f "$output" && -f "$record" ]] && [[ "$(cat -- "$record")" == "$wanted" ]]; then
        local stale=0
        while IFS= read -r file; do
            [[ "$file" -nt "$output" ]] && { stale=1; break; }
        done <"$inputs"
        [[ "$stale" == 0 ]] && return 0
    fi
    work="$(dirname "$output")/.$(basename "$output").$$"
    echo "$verb $output" >&2
    if ! "$@" -o "$work" >&2; then
        rm -f -- "$work"
        return 1
    fi
    mv -f -- "$work" "$output"
    printf '%s\n' "$wanted" >"$record"
}

# plugin_libraries LIST: sets PLUGIN_LIBRARIES to the `-l` flags the objects in the file LIST need
# (their autolink entries, read by swift-autolink-extract, as the Swift driver does), with every
# library they need in turn: the objects are compiled for the shared runtime and name only the
# libraries they import, and each static archive of the toolchain names its own.
# PLUGIN_ARCHIVES: the toolchain's static archives among them. With PLUGIN_SHARED, the objects'
# own flags, against the shared libraries there (no archives).
plugin_libraries() {
    local list="$1" flag name wanted=() seen=" "
    PLUGIN_LIBRARIES=() PLUGIN_ARCHIVES=()
    mapfile -t wanted < <(tr '\n' '\0' <"$list" | xargs -0 swift-autolink-extract -o - | sort -u)
    if [[ -n "$PLUGIN_SHARED" ]]; then
        # The shared libraries name their own dependencies.
        PLUGIN_LIBRARIES=(-L "$PLUGIN_SHARED" "-Wl,-rpath,$PLUGIN_SHARED" ${wanted[@]+"${wanted[@]}"})
        return 0
    fi
    while [[ ${#wanted[@]} -gt 0 ]]; do
        flag="${wanted[0]}"
        wanted=("${wanted[@]:1}")
        [[ "$seen" == *" $flag "* ]] && continue
        seen+="$flag "
        PLUGIN_LIBRARIES+=("$flag")
        name="${flag#-l}"
        # What swift-corelibs-foundation's archives need but do not name (the C libraries under
        # them; their shared libraries name them as dependencies instead). FoundationEssentials'
        # archive names _FoundationCollections but not its C shims, which Foundation's named
        # for it while every framework module imported all of Foundation.
        case "$name" in
            Foundation) wanted+=(-lCoreFoundation) ;;
            FoundationEssentials) wanted+=(-l_FoundationCShims) ;;
            FoundationNetworking) wanted+=(-l_CFURLSessionInterface -lcurl) ;;
            FoundationXML) wanted+=(-l_CFXMLInterface -lxml2) ;;
        esac
        if [[ -f "$PLUGIN_STATIC/lib$name.a" ]]; then
            PLUGIN_ARCHIVES+=("$PLUGIN_STATIC/lib$name.a")
            mapfile -t -O "${#wanted[@]}" wanted < <(swift-autolink-extract "$PLUGIN_STATIC/lib$name.a" -o - | sort -u)
        fi
    done
}

# plugin_link_framework DIR: links DIR/libNanoFramework.so (Linux): the objects listed in
# DIR/.framework-objects (from SwiftPM's plan), the toolchain's swiftrt.o, and the static
# archives of the Swift runtime and Foundation they need (plugin_libraries). Every symbol stays
# exported, so plugins link against the runtime here (`-z defs`), and `-Bsymbolic` binds the
# library's references to its own symbols at link time, which spares the loader some 10,000
# symbol lookups at start.
plugin_link_framework() {
    local dir="$1" objects=()
    [[ -s "$dir/.framework-objects" ]] || {
        echo "$(basename "$0"): found no link command for NanoFramework in $PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml" >&2
        return 1
    }
    plugin_libraries "$dir/.framework-objects"
    local search=(-L "$PLUGIN_STATIC")
    [[ -z "$PLUGIN_SHARED" ]] || search=(-L "$PLUGIN_SHARED")
    { cat -- "$dir/.framework-objects"; printf '%s\n' "$PLUGIN_SWIFTRT" ${PLUGIN_ARCHIVES[@]+"${PLUGIN_ARCHIVES[@]}"}; } \
        >"$dir/.framework-inputs"
    mapfile -t objects <"$dir/.framework-objects"
    # A system library the link names (libcurl, for the web copy's FoundationNetworking) is
    # installed here from Tools/system-packages, or named in one line: never a linker error.
    syspkg_check_links "$PLUGIN_CLANG" "${search[@]}" "${PLUGIN_LIBRARIES[@]}" -lstdc++ -lm -ldl -lpthread || return 1
    plugin_relink "$dir/libNanoFramework.so" "$dir/.framework-inputs" \
        "$PLUGIN_CLANG" "${PLUGIN_LIBRARY_FLAGS[@]}" "${PLUGIN_LINK_FLAGS[@]}" -Wl,-Bsymbolic -Wl,--gc-sections -Wl,-soname,libNanoFramework.so \
        "$PLUGIN_SWIFTRT" "${objects[@]}" "${search[@]}" -Wl,--start-group "${PLUGIN_LIBRARIES[@]}" -Wl,--end-group \
        -lstdc++ -lm -ldl -lpthread
}

# plugin_copy FROM TO: copies FROM to TO unless TO has the same bytes (written beside and renamed
# over, as a link is).
plugin_copy() {
    cmp -s -- "$1" "$2" && return 0
    cp -p -- "$1" "$2.$$" && mv -f -- "$2.$$" "$2"
}

# plugin_link_host: links PLUGIN_HOST_DIR/nvc-host (Linux) from the objects SwiftPM's plan links
# into the nvc-host product, against libNanoFramework.so alone (found next to it, `$ORIGIN`), as
# position-independent as SwiftPM links it and with its entry point (`main=nvc_host_main`).
plugin_link_host() {
    local list entry
    list="$PLUGIN_HOST_DIR/.host-objects"
    plugin_plan_objects nvc-host exe >"$list"
    entry="$(plugin_plan_command nvc-host exe | grep -o '"main=[A-Za-z0-9_]*"' | tr -d '"' | head -n 1)"
    [[ -s "$list" && -n "$entry" ]] || {
        echo "$(basename "$0"): found no link command for nvc-host in $PLUGIN_SCRATCH/$PLUGIN_CONFIGURATION.yaml" >&2
        return 1
    }
    local inputs="$PLUGIN_HOST_DIR/.host-inputs" objects=() runtime=()
    { cat -- "$list"; printf '%s\n' "$PLUGIN_SWIFTRT" "$PLUGIN_HOST_DIR/libNanoFramework.so"; } >"$inputs"
    mapfile -t objects <"$list"
    if [[ -n "$PLUGIN_SHARED" ]]; then
        plugin_libraries "$list"
        runtime=("${PLUGIN_LIBRARIES[@]}")
        syspkg_check_links "$PLUGIN_CLANG" "${runtime[@]}" || return 1
    fi
    # shellcheck disable=SC2016 # $ORIGIN is the dynamic linker's (the binary's folder), not a shell variable
    plugin_relink "$PLUGIN_HOST_DIR/nvc-host" "$inputs" \
        "$PLUGIN_CLANG" -pie "${PLUGIN_LINK_FLAGS[@]}" -Wl,--gc-sections -Wl,--defsym,"$entry" -Wl,--no-export-dynamic \
        "$PLUGIN_SWIFTRT" "${objects[@]}" -L "$PLUGIN_HOST_DIR" -lNanoFramework ${runtime[@]+"${runtime[@]}"} -Wl,-rpath,'$ORIGIN'
}

# plugin_plan_arguments MODULE: the arguments of SwiftPM's compile command for MODULE in the
# build plan (<scratch>/<configuration>.yaml), one a line. Fails when there is none, or when an
# argument holds a quote (the plan writes each as a JSON string; this reads plain ones only).
plugin_plan_arguments() {
    local line
    line="$(plugin_plan_command "$1" module | grep '^    args: \[')" || return 1
    [[ "$line" != *'\"'* ]] || return 1
    line="${line#    args: [}"
    printf '%s\n' "${line%]}" | grep -o '"[^"]*"' | sed 's/^"//; s/"$//'
}
