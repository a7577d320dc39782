# Tools/checks/counts.sh: the `counts` step of Tools/test (sourced by it; not run alone).
# Proves the test counts every package line and the closing `N passed, N failed` rely on:
# Tools/checks/CountsFixture, a package whose tests pass, fail and skip in known numbers (its
# failures are on purpose), is built and run through run_swift_tests and read with xunit_counts,
# exactly as Tools/test runs a package, and the counts must be EXPECTED.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_counts() { echo "Tools/checks/CountsFixture (known passes, failures, skips) counted from SwiftPM's xUnit output"; }

# --changed: only a change to Tools/ (the fixture, the counting) or the toolchain affects it, and a
# change under Tools/ runs everything; so it declares no input.
watch_counts() { :; }

# total failed skipped, as KnownCounts.swift says.
COUNTS_EXPECTED="10 4 1"

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_counts() {
    local log="$1" dir="$ROOT/Tools/checks/CountsFixture" rc=0 total failed skipped reported
    forget_build_plan
    if ! run_logged "$log" "$ROOT" swift build --package-path "$dir" --build-tests ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"}; then
        STEP_DETAIL="fixture build failed"; STEP_FAILED=1; return 1
    fi
    run_swift_tests "$log" "$ROOT" "$LOG_DIR/counts" --package-path "$dir" --skip-build ${SCRATCH_ARGS[@]+"${SCRATCH_ARGS[@]}"} || rc=$?
    read -r total failed skipped reported <<<"$(xunit_counts "$LOG_DIR/counts")"
    echo "counted: $total tests, $failed failed, $skipped skipped (report written: $reported); swift test exit $rc" >>"$log"
    if [[ "$total $failed $skipped" == "$COUNTS_EXPECTED" && "$rc" -ne 0 ]]; then
        STEP_DETAIL="fixture: $((total - failed - skipped)) passed, $failed failed, $skipped skipped, as planted"
        STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="fixture counted as '$total $failed $skipped' (total failed skipped), expected '$COUNTS_EXPECTED'"
    STEP_FAILED=1; return 1
}
