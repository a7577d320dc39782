# Tools/lib/coverage.sh: `Tools/test --coverage [PACKAGE...]`, sourced by Tools/test (not run
# alone). The packages (default: every package under Modules/, the framework modules) are built
# and tested as Tools/test always does, with --enable-code-coverage, in their own scratch folder
# .build-coverage/ (so the shared .build-shared/ is not rebuilt; the first run compiles
# everything once, about as long as the packages' share of a cold Tools/test). After each
# package's tests, the toolchain's llvm-cov (next to `swift`, not an older one on PATH, which
# cannot read Swift's profiles) reads the test binary with the profile SwiftPM merged:
#   - `llvm-cov export -summary-only` into the log folder, which `nano-tools coverage`
#     (Tools/NanoTools, CoverageTable.swift) turns into each module's line coverage, counting
#     only the files under the package's own Sources/<Module>/ (tests, dependencies and their
#     checkouts left out);
#   - `llvm-cov show -format=html` of those Sources/ into .build-coverage/html/<package>/, with
#     .build-coverage/html/index.html linking them.
# The profile folder is emptied before each package's tests, so a package's figures come from
# its own tests only. Then the table, and the floors: Tools/coverage-floors gives each
# framework module's floor (`Module percent`); the run fails when a module is below its floor,
# has none, or has no figure (no export, no line counted). The check counts as one more result
# on the closing line, passed or failed. Features and other packages can be measured by name;
# the root package cannot (its plugin tests build the plugin host and plugins without coverage).
# shellcheck shell=bash

COVERAGE_EXPORTS=()

# coverage_packages [SELECTOR...]: sets RUN_PACKAGES for --coverage; returns 1 (usage) for a step,
# the root package, or a name that matches nothing.
coverage_packages() {
    local selector match pkg
    # shellcheck disable=SC2034 # Tools/test's, which sources this file
    RUN_STEPS=() RUN_PACKAGES=()
    if [[ $# -eq 0 ]]; then
        for pkg in ${PACKAGES[@]+"${PACKAGES[@]}"}; do [[ "$pkg" == Modules/* ]] && RUN_PACKAGES+=("$pkg"); done
        return 0
    fi
    for selector in "$@"; do
        if ! match="$(resolve_selector "$selector")"; then
            echo "$PROGRAM: no package named '$selector' (see $PROGRAM --list)" >&2; return 1
        fi
        case "$match" in
            step:*) echo "$PROGRAM: --coverage measures packages; '${match#step:}' is a step" >&2; return 1 ;;
            pkg:.) echo "$PROGRAM: --coverage cannot measure the root package (its plugin tests build without coverage)" >&2; return 1 ;;
        esac
        pkg="${match#pkg:}"
        case " ${RUN_PACKAGES[*]-} " in *" $pkg "*) ;; *) RUN_PACKAGES+=("$pkg") ;; esac
    done
}

# The toolchain's llvm-cov: the one beside the `swift` that builds.
coverage_llvm_cov() {
    local swift
    swift="$(command -v swift)" && swift="$(readlink -f -- "$swift")" && echo "$(dirname -- "$swift")/llvm-cov"
}

# coverage_reset: empties the profile folder, so the next package's profile is its own.
coverage_reset() {
    rm -rf -- "$ROOT/$SCRATCH_NAME"/*/debug/codecov
}

# coverage_collect PKG: exports PKG's figures and HTML after its tests; leaves no export when it
# cannot (the report then fails the package's modules, naming why in the log).
coverage_collect() {
    local pkg="$1" dir log slug codecov name profile binary llvm_cov summary
    dir="$(package_dir "$pkg")"
    slug="$(slug "$pkg")"
    log="$LOG_DIR/$slug.log"
    summary="$LOG_DIR/coverage/$slug.json"
    mkdir -p "$LOG_DIR/coverage"
    COVERAGE_EXPORTS+=("$pkg=$summary")
    llvm_cov="$(coverage_llvm_cov)"
    [[ -x "$llvm_cov" ]] || { echo "coverage: no llvm-cov beside swift ($llvm_cov)" >>"$log"; return 0; }
    # SwiftPM's own answer to where the profile goes: <bin>/codecov/<PackageName>.json.
    codecov="$(cd "$ROOT" && unset OLDPWD && export SHLVL=1 && swift test --package-path "$dir" \
        ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"} --show-codecov-path 2>>"$log" </dev/null)" \
        || { echo "coverage: swift test --show-codecov-path failed" >>"$log"; return 0; }
    name="$(basename -- "$codecov" .json)"
    profile="$(dirname -- "$codecov")/default.profdata"
    binary="$(dirname -- "$(dirname -- "$codecov")")/${name}PackageTests.xctest"
    if [[ ! -f "$profile" || ! -f "$binary" ]]; then
        echo "coverage: no profile ($profile) or test binary ($binary)" >>"$log"; return 0
    fi
    printf '$ llvm-cov export -summary-only -instr-profile %s %s\n' "$(relative "$profile")" "$(relative "$binary")" >>"$log"
    "$llvm_cov" export -summary-only -instr-profile "$profile" "$binary" >"$summary" 2>>"$log" \
        || { rm -f -- "$summary"; echo "coverage: llvm-cov export failed" >>"$log"; return 0; }
    rm -rf -- "$ROOT/.build-coverage/html/$slug"
    "$llvm_cov" show -format=html -instr-profile "$profile" "$binary" -output-dir "$ROOT/.build-coverage/html/$slug" \
        -project-title "$pkg" "$dir/Sources" >>"$log" 2>&1 \
        || echo "coverage: llvm-cov show (HTML) failed; the figures stand" >>"$log"
}

# coverage_report: the table and the floors, as one more result on the closing line.
coverage_report() {
    local start out rc=0 count html="$ROOT/.build-coverage/html" entry args=()
    start="$(now)"
    out="$LOG_DIR/coverage.txt"
    for entry in ${COVERAGE_EXPORTS[@]+"${COVERAGE_EXPORTS[@]}"}; do args+=(--export "$entry"); done
    "$NANO_TOOLS_BIN" coverage --root "$ROOT" --floors "$ROOT/Tools/coverage-floors" ${args[@]+"${args[@]}"} >"$out" 2>&1 || rc=$?
    sed 's/^/      /' "$out"
    mkdir -p "$html"
    {
        echo "<!doctype html><meta charset=utf-8><title>Nano line coverage</title><h1>Nano line coverage</h1><pre>"
        grep -v '^coverage: ' "$out" | sed 's/&/\&amp;/g; s/</\&lt;/g'
        echo "</pre><ul>"
        for entry in ${COVERAGE_EXPORTS[@]+"${COVERAGE_EXPORTS[@]}"}; do
            entry="$(slug "${entry%%=*}")"
            [[ -f "$html/$entry/index.html" ]] && echo "<li><a href=\"$entry/index.html\">$entry</a></li>"
        done
        echo "</ul>"
    } >"$html/index.html"
    count="$(sed -n 's/^coverage: \(.*\)$/\1/p' "$out" | tail -n 1)"
    if [[ "$rc" -eq 0 ]]; then
        report PASS coverage "${count:-?}; each at or above its floor; HTML in .build-coverage/html/" "$(seconds_since "$start")"
        TOTAL_PASSED=$((TOTAL_PASSED + 1))
    else
        report FAIL coverage "${count:-no figures}; see the table above (floors: Tools/coverage-floors)" "$(seconds_since "$start")"
        TOTAL_FAILED=$((TOTAL_FAILED + 1))
        FAILURES+=(coverage)
    fi
}
