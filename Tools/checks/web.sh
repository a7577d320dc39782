# Tools/checks/web.sh: the `web` step of Tools/test (sourced by it; not run alone).
# The browser tests (Tests/Web, see Tests/Web/README.md) in Debian's Chromium through Playwright:
# Tools/lib/install-browser.sh installs what is missing (chromium, fonts-dejavu-core, the pinned
# Python packages in .build-web/venv; a no-op when present), `swift build --product nvc-web` builds
# the app into the root package's scratch folder (.build-shared/, so the root package's own
# tests reuse it), and Tests/Web/run.py runs the pixel self-tests, the screenshot references
# and the end-to-end scenarios against `nvc-web serve`. Anything that cannot be installed, built
# or run fails the step. Failure screenshots and diffs: .build-web/failures/.
# Tests/Web is Python because it drives Chromium through Playwright (no Swift client): the tests
# themselves, like Tools/bench-suites/web/measure.py for the web benchmark, not tool logic.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_web() { echo "Tests/Web in Debian's Chromium (Playwright): pixel self-tests, screenshot references, nvc-web serve end to end"; }

# --changed: nvc-web is the root package's (which depends on every feature and the framework),
# and the pixel pages come from the features' snapshot tests.
watch_web() { printf '%s\n' package:. 'package:Features/*'; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
# prepare_web LOG: everything that builds (in .build-shared/, with the packages), before the
# browser runs: Chromium and the Python packages installed, nvc-web built, the features' pixel
# pages collected. Sets WEB_BIN and WEB_PAGES for step_web. Run in the step's place; step_web,
# which only reads what this made, may then run beside the packages (Tools/lib/background.sh).
prepare_web() {
    local log="$1" bin
    WEB_BIN="" WEB_PAGES=""
    if ! run_logged "$log" "$ROOT" "$ROOT/Tools/lib/install-browser.sh"; then
        STEP_DETAIL="could not install Chromium or the Python packages"; STEP_FAILED=1; return 1
    fi
    forget_build_plan
    if ! run_logged "$log" "$ROOT" swift build --product nvc-web ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"}; then
        STEP_DETAIL="nvc-web build failed"; STEP_FAILED=1; return 1
    fi
    bin="$(cd "$ROOT" && unset OLDPWD && export SHLVL=1 && swift build --show-bin-path ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"} 2>>"$log" </dev/null)/nvc-web"
    if [[ ! -x "$bin" ]]; then
        echo "error: no nvc-web binary at $bin after the build" >>"$log"
        STEP_DETAIL="nvc-web binary missing after the build"; STEP_FAILED=1; return 1
    fi
    # Seed 004 in pixels: each feature's snapshot tests write their permutation states as pages
    # (NanoTesting's PixelPages); shots.py compares each page at its widths (320/390/430 px; 1280
    # for a whole desktop screen, such as a split) with its reference.
    # They write into NANO_PIXEL_PAGES (Tools/test sets it for the whole run) only while that
    # folder exists, so it is created for these runs and then moved to where run.py reads it.
    local pages="$ROOT/.build-web/pixel-pages" package
    rm -rf -- "$pages" "$NANO_PIXEL_PAGES" && mkdir -p "$NANO_PIXEL_PAGES"
    for package in "$ROOT"/Features/*/; do
        [[ -f "$package/Package.swift" ]] || continue
        forget_build_plan
        if ! run_logged "$log" "$ROOT" swift test --package-path "$package" --filter SnapshotTests \
            ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"}; then
            rm -rf -- "$NANO_PIXEL_PAGES"
            STEP_DETAIL="pixel pages: the snapshot tests of ${package%/} failed"; STEP_FAILED=1; return 1
        fi
    done
    mv -- "$NANO_PIXEL_PAGES" "$pages"
    if [[ ! -s "$pages/manifest.jsonl" ]]; then
        echo "error: no feature wrote a pixel page into $pages" >>"$log"
        STEP_DETAIL="no pixel pages were written"; STEP_FAILED=1; return 1
    fi
    WEB_BIN="$bin" WEB_PAGES="$pages"
}

# step_web LOG: Tests/Web/run.py in Chromium against what prepare_web made.
# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_web() {
    local log="$1" rc=0 python="$ROOT/.build-web/venv/bin/python" summary passed failed parts
    run_logged "$log" "$ROOT" "$python" "$ROOT/Tests/Web/run.py" --nvc "$WEB_BIN" --manifest "$WEB_PAGES" || rc=$?
    summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1)"
    parts="$(sed -n 's/^parts: //p' "$log" | tail -n 1)"
    passed="${summary%% passed*}"
    failed="$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$summary")"
    if [[ "$rc" -eq 0 && -n "$summary" && "$failed" == 0 && "${passed:-0}" -gt 0 ]]; then
        STEP_DETAIL="$passed passed ($parts)"; STEP_PASSED=1; return 0
    fi
    if [[ -z "$summary" ]]; then
        STEP_DETAIL="Tests/Web/run.py exited $rc without a count"
    else
        STEP_DETAIL="${failed:-?} of $((${passed:-0} + ${failed:-0})) failed ($parts; screenshots in .build-web/failures/)"
    fi
    STEP_FAILED=1; return 1
}
