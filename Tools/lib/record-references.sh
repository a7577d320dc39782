# Tools/lib/record-references.sh: records a generated feature's snapshot references (sourced by
# Tools/new-feature, and by Tools/test's scaffold step for the feature it generates).
# shellcheck shell=bash

# record_references ROOT PACKAGE_DIR NAME LOG [SCRATCH ARGS...]: the text reference of
# PACKAGE_DIR's <NAME>SnapshotTests, recorded by the real renderer, then its pixel references
# (the same states drawn by the web host's renderer in Chromium at 320, 390 and 430 px,
# Tests/Web/shots.py), each checked by a run that must pass against what was just recorded.
# ROOT is the checkout whose Tests/Web and .build-web/ it uses. Everything goes to LOG; on a
# failure it prints one line saying what failed to stdout and returns 1.
record_references() {
    local root="$1" dir="$2" name="$3" log="$4" pages
    shift 4
    # The first run is swift-snapshot-testing's record mode: it records the reference and reports
    # that it did, so that run "fails"; the run after it must pass against what it recorded.
    (cd "$root" && SNAPSHOT_TESTING_RECORD=all swift test --package-path "$dir" "$@" \
        --filter "${name}SnapshotTests") </dev/null >>"$log" 2>&1 || true
    [[ -s "$dir/Tests/${name}FeatureTests/__Snapshots__/${name}SnapshotTests/everyState.1.txt" ]] || {
        echo "its snapshot was not recorded (build or test failed)"; return 1; }
    (cd "$root" && SNAPSHOT_TESTING_RECORD=never swift test --package-path "$dir" "$@" --skip-build \
        --filter "${name}SnapshotTests") </dev/null >>"$log" 2>&1 || {
        echo "its snapshot test does not pass against the reference it just recorded"; return 1; }
    # The pixel references. shots.py is Python because it drives Chromium through Playwright: the
    # browser tests' own code. Its recording run reports each new reference as a failure, so its
    # status is not the verdict: the run after it, which must pass, is.
    "$root/Tools/lib/install-browser.sh" >>"$log" 2>&1 || {
        echo "its pixel references were not recorded: Tools/lib/install-browser.sh failed"; return 1; }
    pages="$(mktemp -d "${TMPDIR:-/tmp}/record-$name-pages.XXXXXX")"
    if ! (cd "$root" && NANO_PIXEL_PAGES="$pages" swift test --package-path "$dir" "$@" --skip-build \
        --filter "${name}SnapshotTests") </dev/null >>"$log" 2>&1; then
        rm -rf -- "$pages"
        echo "its snapshot test failed while writing the pixel pages"; return 1
    fi
    (cd "$root" && NANO_RECORD_PIXELS=1 .build-web/venv/bin/python Tests/Web/shots.py "$pages") </dev/null >>"$log" 2>&1 \
        || echo "(the recording run reports each reference it wrote as a failure)" >>"$log"
    if ! (cd "$root" && .build-web/venv/bin/python Tests/Web/shots.py "$pages") </dev/null >>"$log" 2>&1; then
        rm -rf -- "$pages"
        echo "its pixel references do not match what was just recorded"; return 1
    fi
    rm -rf -- "$pages"
}
