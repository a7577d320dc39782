# Tools/checks/fuzz.sh: the `fuzz` step of Tools/test (sourced by it; not run alone).
# A short libFuzzer run of every target (Tools/fuzz SECONDS); a crash or an invariant violation
# fails it, leaving the input in .build-fuzz/.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_fuzz() { echo "Tools/fuzz --debug smoke run: libFuzzer over deep links, the script language, the state files and resume (NANO_FUZZ_SECONDS, default 45)"; }

# --changed: the fuzz targets' package (Tools/Fuzz) and, through SwiftPM's graph, every module it
# depends on.
watch_fuzz() { echo package:Tools/Fuzz; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_fuzz() {
    local log="$1" seconds="${NANO_FUZZ_SECONDS:-45}" rc=0 runs
    # Unoptimised: half the build's CPU time of a release build, with assertions on, for fewer
    # executions a second (Tools/fuzz's header; a long campaign uses the release build).
    run_logged "$log" "$ROOT" "$ROOT/Tools/fuzz" --debug "$seconds" || rc=$?
    local count
    runs=""  # the sum of every target's executed units; empty when libFuzzer reported none
    while IFS= read -r count; do runs=$((${runs:-0} + count)); done \
        < <(sed -n 's/^stat::number_of_executed_units: *\([0-9][0-9]*\).*/\1/p' "$log")
    if [[ "$rc" -eq 0 ]]; then
        STEP_DETAIL="${runs:-?} executions in ${seconds}s, no crash"; STEP_PASSED=1; return 0
    fi
    if grep -q 'fuzz: building' "$log" && ! grep -q 'fuzz: running' "$log"; then
        STEP_DETAIL="fuzzer build failed"
    else
        STEP_DETAIL="crash or invariant violation: input in .build-fuzz/ (see log)"
    fi
    STEP_FAILED=1; return 1
}
