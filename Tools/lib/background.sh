# Tools/lib/background.sh: the steps Tools/test runs beside the others (sourced by it; not run
# alone).
#
# The fuzz, architecture and tsan steps build in folders of their own (.build-fuzz/,
# .build-architecture/, .build-shared-tsan/), the scaffold step's tests and plugin build in
# .build-scaffold.XXXXXX/ (after prepare_scaffold built the plugin host and generated, recorded and
# built Probe in the shared folder, in the step's place), and the web step's browser run
# (after prepare_web built nvc-web and collected the pixel pages in the shared folder, in the
# step's place) only reads what it was given; none of them reads anything the other steps and
# packages write. Those spend much of their time in work that
# keeps one core of two busy: SwiftPM planning a package, `swift package` commands, DocC
# converting a module, test runs. So when a run has other work too, these run beside it, each
# from its place in Tools/test's STEPS (EARLY_STEPS from the very start, tsan from the packages): a cold run
# on 2 cores takes minutes less (docs/performance.md, "The test run"). Each keeps its own log and prints its one summary
# line when it ends (at the next line the other steps and packages print, so lines come whole),
# and counts as it would have in its place. With one step selected, or NANO_TEST_BACKGROUND=0,
# every step runs in order.
# shellcheck shell=bash

BACKGROUND_STEPS=(fuzz architecture format spelling shellcheck tsan scaffold web)
# The ones that start before anything else (before the packages are resolved and nano-tools is
# built): they need neither and write no build folder of the others'; fuzz and architecture
# compile for minutes in folders of their own, the lint steps only read the tracked files.
# shellcheck disable=SC2034 # read by Tools/test, which sources this file
EARLY_STEPS=(fuzz architecture format spelling shellcheck)
BACKGROUND_PIDS=()
BACKGROUND_NAMES=()

# background_wanted STEP: whether STEP runs beside the others in this run.
background_wanted() {
    [[ "${NANO_TEST_BACKGROUND:-1}" != 0 ]] || return 1
    [[ $((${#RUN_STEPS[@]} + ${#RUN_PACKAGES[@]})) -gt 1 ]] || return 1
    [[ " ${BACKGROUND_STEPS[*]} " == *" $1 "* ]]
}

# background_start STEP: runs the step's prepare_STEP here, when it has one (it builds in the
# shared folder), then the rest of the step in a subshell; its output and its counts go to files
# in the log folder that background_collect reads.
background_start() {
    local step="$1" out="$LOG_DIR/.background-$1" start prepared=0
    rm -f -- "$out.lines" "$out.counts"
    start="$(now)"
    : >"$LOG_DIR/step-$step.log"
    # shellcheck disable=SC2034 # prepare_STEP's results, which run_step reads in the subshell
    STEP_DETAIL="" STEP_PASSED=0 STEP_FAILED=0
    announce "$step"
    step_prepare "$step" "$LOG_DIR/step-$step.log" || prepared=$?
    (
        trap - INT TERM
        # shellcheck disable=SC2030 # the step's own counts, in its subshell; background_collect adds them
        IS_TTY=0 TOTAL_PASSED=0 TOTAL_FAILED=0 FAILURES=()
        run_step "$step" "$start" "$prepared" >"$out.lines" 2>&1
        # Written last: its presence means the step has ended.
        printf '%s %s\n' "$TOTAL_PASSED" "$TOTAL_FAILED" >"$out.counts.tmp" && mv -- "$out.counts.tmp" "$out.counts"
    ) </dev/null &
    BACKGROUND_PIDS+=("$!")
    BACKGROUND_NAMES+=("$step")
}

# background_start_package PKG COMMAND...: COMMAND (run_package PKG, or the rest of it) in a
# subshell beside the others, its summary line and counts (passed, failed, skipped) to files that
# background_collect reads. Only for what holds no shared build folder: Tools/ArchitectureCheck,
# in a folder of its own (ARCH_SCRATCH), started when the architecture step, which builds in
# that folder, has ended; and the root package's test bundle, run by itself (ROOT_TESTS_BESIDE).
background_start_package() {
    local pkg="$1" key out
    shift
    key="package-$(slug "$pkg")" out="$LOG_DIR/.background-package-$(slug "$pkg")"
    rm -f -- "$out.lines" "$out.counts"
    display_name "$pkg" >"$out.label"
    (
        trap - INT TERM
        # shellcheck disable=SC2030 # the package's own counts, in its subshell; background_collect adds them
        IS_TTY=0 TOTAL_PASSED=0 TOTAL_FAILED=0 TOTAL_SKIPPED=0 FAILURES=()
        "$@" >"$out.lines" 2>&1
        printf '%s %s %s\n' "$TOTAL_PASSED" "$TOTAL_FAILED" "$TOTAL_SKIPPED" >"$out.counts.tmp" \
            && mv -- "$out.counts.tmp" "$out.counts"
    ) </dev/null &
    BACKGROUND_PIDS+=("$!")
    BACKGROUND_NAMES+=("$key")
}

# shellcheck disable=SC2031 # the counts here are the run's own; the step's came through its files
# background_collect [wait]: prints the summary lines of the background steps (and packages) that
# have ended (with `wait`: of every one, waiting for them, and for what their ends start) and adds
# their counts. One whose subshell died without its counts counts as one failure. When a step
# ends, background_step_ended STEP (Tools/test) may start more.
background_collect() {
    local wait="${1:-}" i pid key out passed failed skipped label pids=() keys=() ended=()
    for i in "${!BACKGROUND_PIDS[@]}"; do
        pid="${BACKGROUND_PIDS[$i]}" key="${BACKGROUND_NAMES[$i]}" out="$LOG_DIR/.background-${BACKGROUND_NAMES[$i]}"
        if [[ -z "$wait" && ! -f "$out.counts" ]] && kill -0 "$pid" 2>/dev/null; then
            pids+=("$pid") keys+=("$key")
            continue
        fi
        wait "$pid" 2>/dev/null || true
        [[ "$IS_TTY" == 1 ]] && printf '\033[K'
        cat -- "$out.lines" 2>/dev/null || true
        passed=0 failed=1 skipped=0
        [[ -f "$out.counts" ]] && read -r passed failed skipped <"$out.counts"
        label="$key"
        [[ -f "$out.label" ]] && label="$(cat -- "$out.label")"
        if [[ ! -f "$out.counts" && "$key" == package-* ]]; then
            report FAIL "$label" "ended without a result (logs in $(relative "$LOG_DIR")/)" ""
        elif [[ ! -f "$out.counts" ]]; then
            report FAIL "$label" "ended without a result (log: $(relative "$LOG_DIR")/step-$key.log)" ""
        fi
        TOTAL_PASSED=$((TOTAL_PASSED + passed))
        TOTAL_FAILED=$((TOTAL_FAILED + failed))
        TOTAL_SKIPPED=$((TOTAL_SKIPPED + ${skipped:-0}))
        [[ "$failed" -gt 0 ]] && FAILURES+=("$label")
        rm -f -- "$out.lines" "$out.counts" "$out.label"
        [[ "$key" == package-* ]] || ended+=("$key")
    done
    BACKGROUND_PIDS=(${pids[@]+"${pids[@]}"})
    BACKGROUND_NAMES=(${keys[@]+"${keys[@]}"})
    for key in ${ended[@]+"${ended[@]}"}; do background_step_ended "$key"; done
    if [[ -n "$wait" && ${#BACKGROUND_PIDS[@]} -gt 0 ]]; then background_collect wait; fi
}

# background_stop: on an interrupt, stops every background step and what it started.
background_stop() {
    local pid
    for pid in ${BACKGROUND_PIDS[@]+"${BACKGROUND_PIDS[@]}"}; do background_kill_tree "$pid"; done
}

# background_kill_tree PID: TERM to PID and every process under it, children first (a background
# job of a script ignores SIGINT, so the terminal's ^C does not reach them).
background_kill_tree() {
    local child
    for child in $(pgrep -P "$1" 2>/dev/null); do background_kill_tree "$child"; done
    kill -TERM "$1" 2>/dev/null || true
}
