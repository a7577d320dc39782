# Tools/checks/tsan.sh: the `tsan` step of Tools/test (sourced by it; not run alone).
# Runs Tools/test itself with --sanitize thread over TSAN_PACKAGES and reads its closing line.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_tsan() { echo "ThreadSanitizer: the packages with concurrency (${TSAN_PACKAGES[*]}) under --sanitize thread"; }

# The packages whose tests exercise threads, locks and the main actor across threads: run again
# under ThreadSanitizer, in their own scratch folder (a sub-run of this script with --sanitize).
# Persistence: the file store and the directory lock, shared by threads and processes (it was
# NanoDI's until issue 27 moved it out; its tests moved with it).
TSAN_PACKAGES=(Reactive DI Persistence Navigation CLI)

step_tsan() {
    local log="$1" rc=0 summary passed failed
    NANO_TEST_LOG_DIR="$LOG_DIR/tsan" run_logged "$log" "$ROOT" "$ROOT/Tools/test" --sanitize thread \
        "${TSAN_PACKAGES[@]}" || rc=$?
    summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)"
    passed="${summary%% passed*}"
    failed="$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$summary")"
    if [[ "$rc" -eq 0 && -n "$summary" ]]; then
        STEP_DETAIL="${passed} tests, no race reported"; STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="${failed:-?} failed or a race reported (logs in $(relative "$LOG_DIR")/tsan/)"; STEP_FAILED=1; return 1
}
