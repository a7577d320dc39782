# Tools/checks/harness.sh: the `harness` step of Tools/test (sourced by it; not run alone).
# Proves that the harness fails closed: each defect it once let pass is planted, and the very
# code Tools/test runs on every package (run_package, in a subshell with its own counts and log
# folder) or the docs step runs (Tools/docs) must report a failure. The plants come from
# Tools/checks/HarnessFixture: OneTest (one passing test, the control: it must pass), NoTests
# (a test target without a test), and StandIn/swift, a stand-in `swift` put first on PATH that
# plants one defect (NANO_STANDIN) and hands everything else to the real swift:
#   - a manifest SwiftPM prints without whitespace still has its test target read (and run);
#   - a test target in which no test runs fails (no "0 tests" pass, no "built only");
#   - `dump-package` failing, or printing no manifest, fails the package (never "built only");
#   - a build, or a test run, that outlives NANO_TEST_TIMEOUT is reported as timed out;
#   - a DocC warning without a ` --> ` location, and one with a location, fail Tools/docs;
#   - a link needing a system library that is missing and that no row of Tools/system-packages
#     provides stops before the linker, in one line;
#   - the spelling and shellcheck steps' code, on a git repository made for it (harness_lint):
#     its clean files pass, and a misspelled word, a binary file, a shellcheck finding in a `#!`
#     script and in a sourced file, a file git lists that cannot be read, and each tool missing
#     each fail, named in the step's log;
#   - `--changed` with a manifest or a file under Tools/ as the change selects everything, and
#     with documentation only no package (Tools/lib/changed.sh, with the files planted).
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_harness() { echo "Tools/checks/HarnessFixture: planted harness defects (manifest, no tests, timeouts, docs warnings, lint) must fail; --changed selects everything for a manifest"; }

# --changed: the plants test Tools/test and Tools/docs themselves (under Tools/, which runs
# everything); no package or document affects them.
watch_harness() { :; }

# harness_run_package LOG FIXTURE MODE TIMEOUT: run_package on Tools/checks/HarnessFixture/FIXTURE
# in a subshell, with the stand-in swift in MODE first on PATH and TIMEOUT seconds per command.
# Prints its summary line's status and detail, then `counted: P passed, F failed`.
harness_run_package() {
    local log="$1" fixture="Tools/checks/HarnessFixture/$2" mode="$3" timeout="$4" real output
    real="$(command -v swift)"
    # shellcheck disable=SC2030,SC2034 # Tools/test's globals, set for this one run_package in its subshell
    output="$(
        export PATH="$ROOT/Tools/checks/HarnessFixture/StandIn:$PATH" NANO_STANDIN="$mode" NANO_REAL_SWIFT="$real"
        TIMEOUT="$timeout" IS_TTY=0 BOLD="" GREEN="" RED="" DIM="" RESET=""
        LOG_DIR="$LOG_DIR/harness/$mode" TOTAL_PASSED=0 TOTAL_FAILED=0 TOTAL_SKIPPED=0 FAILURES=() UNRESOLVED=" "
        mkdir -p "$LOG_DIR"
        : >"$LOG_DIR/$(slug "$fixture").log"
        run_package "$fixture"
        echo "counted: $TOTAL_PASSED passed, $TOTAL_FAILED failed"
    )"
    printf '%s\n' "$output" >>"$log"
    printf '%s\n' "$output" | grep -E '^(PASS|FAIL)  |^counted: ' | sed -E 's/ +[0-9.]+s$//; s/  +/ /g'
}

# harness_expect LOG LABEL FIXTURE MODE TIMEOUT VERDICT: fails (naming LABEL) unless the summary
# line starts with VERDICT (`FAIL ... detail` as an extended regex) and, for a FAIL, the
# package counted one failure.
harness_expect() {
    local log="$1" label="$2" verdict="$6" got
    got="$(harness_run_package "$log" "$3" "$4" "$5")"
    echo "harness: $label -> $(tr '\n' ' ' <<<"$got")" >>"$log"
    if ! grep -q -E "^$verdict" <<<"$got"; then
        echo "error: [harness] $label: expected '$verdict', got: $(tr '\n' ' ' <<<"$got")" >>"$log"
        return 1
    fi
    if [[ "$verdict" == FAIL* ]] && ! grep -q -E '^counted: 0 passed, 1 failed$' <<<"$got"; then
        echo "error: [harness] $label: reported FAIL but did not count one failure: $(tr '\n' ' ' <<<"$got")" >>"$log"
        return 1
    fi
    if [[ "$verdict" == PASS* ]] && ! grep -q -E '^counted: [1-9][0-9]* passed, 0 failed$' <<<"$got"; then
        echo "error: [harness] $label: reported PASS but counted no pass: $(tr '\n' ' ' <<<"$got")" >>"$log"
        return 1
    fi
}

# harness_docs LOG LABEL MODE: Tools/docs Core with the stand-in in MODE (it prints one warning and
# builds nothing), in a scratch folder of its own; it must exit 1 naming that warning. (Exit 1 is
# not enough on its own: with no archive built, the merge would fail anyway.)
harness_docs() {
    local log="$1" label="$2" mode="$3" real scratch rc=0 output
    real="$(command -v swift)"
    scratch="$(mktemp -d "${TMPDIR:-/tmp}/nano-harness-docs.XXXXXX")"
    # shellcheck disable=SC2031 # this shell's PATH: harness_run_package changes it in its subshell only
    output="$(PATH="$ROOT/Tools/checks/HarnessFixture/StandIn:$PATH" NANO_STANDIN="$mode" NANO_REAL_SWIFT="$real" \
        "$ROOT/Tools/docs" --scratch-path "$scratch" Core </dev/null 2>&1)" || rc=$?
    rm -rf -- "$scratch"
    printf '$ NANO_STANDIN=%s Tools/docs Core\n%s\n' "$mode" "$output" >>"$log"
    if [[ "$rc" -ne 1 ]] || ! grep -q -E '^FAIL  NanoCore: 1 warning\(s\) in our sources' <<<"$output" \
        || ! grep -q -E '^      warning: a planted warning' <<<"$output"; then
        echo "error: [harness] $label: Tools/docs (exit $rc) did not fail on the planted warning" >>"$log"
        return 1
    fi
    echo "harness: $label -> Tools/docs exit 1, the warning listed" >>"$log"
}

# harness_system_library LOG LABEL: a link that names a library this machine lacks and no row of
# Tools/system-packages provides must stop before the linker, in one line naming the library
# (the fresh-machine failure: -lcurl without its -dev package); a library it has must pass.
harness_system_library() {
    local log="$1" label="$2" output rc=0
    output="$(source "$ROOT/Tools/lib/system-packages.sh" && syspkg_check_links clang -lm -lnano_planted_missing 2>&1)" || rc=$?
    printf '$ syspkg_check_links clang -lm -lnano_planted_missing\n%s\n' "$output" >>"$log"
    if [[ "$rc" -eq 0 || "$(wc -l <<<"$output")" -ne 1 ]] || ! grep -q -e '-lnano_planted_missing.*Tools/system-packages' <<<"$output"; then
        echo "error: [harness] $label: a missing system library was not reported in one line (exit $rc)" >>"$log"
        return 1
    fi
    (source "$ROOT/Tools/lib/system-packages.sh" && syspkg_check_links clang -lm -lpthread) >>"$log" 2>&1 \
        || { echo "error: [harness] $label: libm and libpthread, which every machine has, were reported missing" >>"$log"; return 1; }
    echo "harness: $label -> stopped in one line before the linker" >>"$log"
}

# harness_against LOG LABEL: Tools/build-plugin --against a host folder whose framework library
# was built from other sources (a planted record) must stop with exit 1, naming why, before it
# compiles anything (the matching case is the scaffold step's and the root package's every run).
harness_against() {
    local log="$1" label="$2" host scratch output rc=0
    host="$(mktemp -d "${TMPDIR:-/tmp}/nano-harness-host.XXXXXX")/debug/plugin-host" && mkdir -p "$host" || return 1
    scratch="$(dirname "$(dirname "$host")")/scratch"
    : >"$host/libNanoFramework.so"
    echo "planted-other-sources" >"$host/.framework-sources"
    output="$("$ROOT/Tools/build-plugin" Features/Home --scratch-path "$scratch" --against "$host" 2>&1 </dev/null)" || rc=$?
    printf '$ Tools/build-plugin Features/Home --against <a host from other sources>\n%s\n' "$output" >>"$log"
    rm -rf -- "$(dirname "$(dirname "$host")")"
    if [[ "$rc" -ne 1 ]] || ! grep -q 'built from other sources' <<<"$output" || grep -q 'Compiling\|Building' <<<"$output"; then
        echo "error: [harness] $label: Tools/build-plugin exited $rc instead of refusing before compiling" >>"$log"
        return 1
    fi
    echo "harness: $label -> exit 1 before compiling" >>"$log"
}

# harness_lint_repo: makes a git repository (its path printed) for the spelling and shellcheck
# steps, with the repo's .codespellrc and two clean files, a Swift one and a script in Tools/.
harness_lint_repo() {
    local dir
    dir="$(mktemp -d "${TMPDIR:-/tmp}/nano-harness-lint.XXXXXX")" || return 1
    git -C "$dir" init -q && mkdir -p "$dir/Sources" "$dir/Tools/lib" && cp "$ROOT/.codespellrc" "$dir/" || return 1
    printf '/// Receives a deep link and returns the route it names.\nfunc route() {}\n' >"$dir/Sources/Clean.swift"
    cat >"$dir/Tools/clean" <<'SCRIPT'
#!/usr/bin/env bash
set -euo pipefail
echo "clean: $*"
SCRIPT
    echo "$dir"
}

# harness_lint_expect LOG LABEL CHECK DIR TOOL VERDICT [LINE]: CHECK (spelling_in or shell_lint_in)
# on the repository DIR with the command TOOL, in a subshell; fails (naming LABEL) unless its
# result is VERDICT (an extended regex over `PASS|FAIL DETAIL`) and, when LINE is given, a line of
# its log matches LINE.
harness_lint_expect() {
    local log="$1" label="$2" check="$3" dir="$4" tool="$5" verdict="$6" line="${7:-}" out got
    out="$(mktemp "${TMPDIR:-/tmp}/nano-harness-lint-log.XXXXXX")"
    got="$(
        STEP_DETAIL="" STEP_PASSED=0 STEP_FAILED=0
        if "$check" "$out" "$dir" "$tool"; then echo "PASS $STEP_DETAIL"; else echo "FAIL $STEP_DETAIL"; fi
    )"
    echo "harness: $label -> $got" >>"$log"
    if ! grep -q -E "^$verdict" <<<"$got" || { [[ -n "$line" ]] && ! grep -q -E -e "$line" "$out"; }; then
        echo "error: [harness] $label: expected $verdict${line:+, and a log line matching $line}; got: $got; its log:" >>"$log"
        sed 's/^/    | /' "$out" >>"$log"
        rm -f -- "$out"; return 1
    fi
    rm -f -- "$out"
}

# harness_lint_plant LOG LABEL CHECK DIR FILE VERDICT LINE: writes standard input to FILE in DIR,
# then harness_lint_expect with the real tool; FILE is removed afterwards.
harness_lint_plant() {
    local log="$1" label="$2" check="$3" dir="$4" file="$5" rc=0 tool=codespell
    [[ "$check" == shell_lint_in ]] && tool=shellcheck
    cat >"$dir/$file"
    harness_lint_expect "$log" "$label" "$check" "$dir" "$tool" "$6" "$7" || rc=$?
    rm -f -- "${dir:?}/$file"
    return "$rc"
}

# harness_lint_gone LOG LABEL CHECK DIR FILE: a FILE git lists (added, then deleted) must fail CHECK.
harness_lint_gone() {
    local log="$1" label="$2" check="$3" dir="$4" file="$5" rc=0
    : >"$dir/$file" && git -C "$dir" add -- "$file" && rm -f -- "${dir:?}/$file" || return 1
    harness_lint_plant "$log" "$label" "$check" "$dir" "$file.other" 'FAIL 1 file\(s\) not readable' "not a readable file: $file\$" \
        </dev/null || rc=$?
    git -C "$dir" rm -q --cached -- "$file" || rc=1
    return "$rc"
}

# harness_lint LOG: the spelling and shellcheck steps' code on a repository made by harness_lint_repo:
# its clean files pass (each found), and each plant fails the step, named in its log: a misspelled
# word in a comment, a shellcheck finding in a script found by its #! line and in a sourced file
# found by `# shellcheck shell=bash`, a file git lists that cannot be read, a binary file, and
# each tool missing. Sets harness_check's counts (it runs inside step_harness).
harness_lint() {
    local log="$1" dir planted=receives
    planted="${planted/ei/ie}"  # a misspelling made here, so that this file itself spells right
    if ! dir="$(harness_lint_repo)"; then
        echo "error: [harness] could not make the repository for the spelling and shellcheck plants" >>"$log"
        harness_check false; return
    fi
    harness_check harness_lint_expect "$log" "spelling, control: clean files" spelling_in "$dir" codespell 'PASS 2 files'
    harness_check harness_lint_expect "$log" "shellcheck, control: a clean script" shell_lint_in "$dir" shellcheck 'PASS 1 scripts'
    harness_check harness_lint_plant "$log" "a misspelled word in a comment" spelling_in "$dir" Sources/Planted.swift \
        'FAIL 1 misspelling' "^\[spelling\] Sources/Planted.swift:1: $planted ==> receives" <<<"/// The router $planted every link."
    harness_check harness_lint_plant "$log" "a file codespell skips as binary" spelling_in "$dir" Sources/Binary.swift \
        'FAIL 1 file\(s\) binary' '^\[spelling\] WARNING: Binary file: Sources/Binary.swift' < <(printf 'a\0b\n')
    harness_check harness_lint_plant "$log" "a shellcheck finding in a #! script" shell_lint_in "$dir" Tools/planted \
        'FAIL 1 finding' '^\[shellcheck\] Tools/planted:2:[0-9]+: .*\[SC2086\]' <<'SCRIPT'
#!/usr/bin/env bash
rm -rf $1/build
SCRIPT
    harness_check harness_lint_plant "$log" "a shellcheck finding in a sourced file" shell_lint_in "$dir" Tools/lib/planted.sh \
        'FAIL 1 finding' '^\[shellcheck\] Tools/lib/planted.sh:3:[0-9]+: .*\[SC2086\]' <<'SCRIPT'
# Sourced, never run.
# shellcheck shell=bash
planted() { echo $1; }
SCRIPT
    harness_check harness_lint_gone "$log" "spelling: a file git lists that cannot be read" spelling_in "$dir" Sources/Gone.swift
    harness_check harness_lint_gone "$log" "shellcheck: a file git lists that cannot be read" shell_lint_in "$dir" Tools/gone
    harness_check harness_lint_expect "$log" "codespell missing" spelling_in "$dir" nano-missing-codespell 'FAIL nano-missing-codespell not installed'
    harness_check harness_lint_expect "$log" "shellcheck missing" shell_lint_in "$dir" nano-missing-shellcheck 'FAIL nano-missing-shellcheck not installed'
    rm -rf -- "$dir"
}

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
# shellcheck disable=SC2031 # TIMEOUT is this shell's: harness_run_package changes it in its subshell only
step_harness() {
    local log="$1" failures=0 checks=0
    harness_check() { checks=$((checks + 1)); "$@" || failures=$((failures + 1)); }
    # The control first (it also builds the fixture, so the timed plants below time only
    # themselves), then the plants. With the manifest printed without whitespace, so the test
    # target is found by parsing, not by SwiftPM's spacing.
    harness_check harness_expect "$log" "control: one passing test" OneTest compact-manifest "$TIMEOUT" 'PASS .*/OneTest 1 test$'
    harness_check harness_expect "$log" "a test target without tests" NoTests none "$TIMEOUT" 'FAIL .* no test ran'
    harness_check harness_expect "$log" "a test target without tests, compact manifest" NoTests compact-manifest "$TIMEOUT" \
        'FAIL .* no test ran'
    harness_check harness_expect "$log" "an unreadable manifest" OneTest unreadable-manifest "$TIMEOUT" 'FAIL .* manifest unreadable'
    harness_check harness_expect "$log" "a manifest that is not JSON" OneTest garbled-manifest "$TIMEOUT" 'FAIL .* manifest unreadable'
    if command -v timeout >/dev/null 2>&1; then
        harness_check harness_expect "$log" "a build that never ends" OneTest slow-build 3 'FAIL .* build timed out'
        harness_check harness_expect "$log" "a test run that never ends" OneTest slow-tests 3 'FAIL .* tests timed out'
    else
        # Without timeout(1) Tools/test cannot stop a command that hangs: that is a failure too.
        echo "error: [harness] no timeout command: a build or test run that hangs would never end" >>"$log"
        harness_check false
    fi
    harness_check harness_docs "$log" "a DocC warning without a location" docs-warning
    harness_check harness_docs "$log" "a DocC warning with a location" docs-located-warning
    harness_check harness_system_library "$log" "a link needing a library no system package provides"
    harness_check harness_against "$log" "a plugin built against a host from other sources"
    harness_lint "$log"
    harness_check harness_changed "$log" "--changed: a feature's manifest" Features/Settings/Package.swift everything
    harness_check harness_changed "$log" "--changed: a file under Tools/" Tools/test everything
    harness_check harness_changed "$log" "--changed: documentation only" docs/testing.md docs-only
    if [[ "$failures" -eq 0 ]]; then
        STEP_DETAIL="$checks planted defects, each reported as it should be"
        STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="$failures of $checks planted defects passed unnoticed (see log)"
    STEP_FAILED=1; return 1
}
