# Tools/checks/tsan.sh: the `tsan` step of Tools/test (sourced by it; not run alone).
# Runs Tools/test itself with --sanitize thread over TSAN_PACKAGES and reads its closing line.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_tsan() { echo "ThreadSanitizer: the packages with concurrency (${TSAN_PACKAGES[*]}) under --sanitize thread"; }

# Under ThreadSanitizer, in their own scratch folder (a sub-run of this script with --sanitize):
# the packages whose code steps outside Swift 6's compile-time race checking (locks,
# `@unchecked Sendable`, `nonisolated(unsafe)`, work handed between threads), where only a run can
# find a race — Reactive (its locks and main-actor hops), Core (the navigator's subscription),
# DI (clocks, the main scheduler, `Locked`), Persistence (the file store and the directory lock,
# shared by threads) — and Navigation, whose stress tests drive them from coordinators.
# NanoCLI is not here any more: since issue 27 it holds no such code (its identity is a task
# local), and it was half the step's time. Not here although they use such code: NanoTesting's
# two test doubles and SignUp's ClockDelayedPublisher (its state behind a lock; each would build
# the snapshot library and most of the framework once more with the sanitizer).
TSAN_PACKAGES=(Reactive Core DI Persistence Navigation)

# --changed: the sanitized packages and, through SwiftPM's graph, what they depend on.
watch_tsan() { local pkg; for pkg in "${TSAN_PACKAGES[@]}"; do echo "package:Modules/$pkg"; done; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_tsan() {
    local log="$1" rc=0 summary passed failed
    # This run's nano-tools: the inner run must not build in .build-shared/, where the other
    # steps and packages build meanwhile (the step runs beside them, Tools/lib/background.sh).
    NANO_TEST_NANO_TOOLS="$NANO_TOOLS_BIN" NANO_TEST_LOG_DIR="$LOG_DIR/tsan" run_logged "$log" "$ROOT" "$ROOT/Tools/test" --sanitize thread \
        "${TSAN_PACKAGES[@]}" || rc=$?
    summary="$(grep -E '^[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)"
    passed="${summary%% passed*}"
    failed="$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$summary")"
    if [[ "$rc" -eq 0 && -n "$summary" ]]; then
        STEP_DETAIL="${passed} tests, no race reported"; STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="${failed:-?} failed or a race reported (logs in $(relative "$LOG_DIR")/tsan/)"; STEP_FAILED=1; return 1
}
