# Tools/bench-suites/state.sh: `Tools/bench state` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# One release `nvc` run of a 1 MiB script (a sign-up, then `toggle notifications` until the
# script is 1 MiB, the largest nvc accepts) on the Notifications screen: with `--state` (a fresh
# directory each run, the default write cadence) and with per-command writes
# (NANO_STATE_COMMIT_INTERVAL_MS=0, the cadence before), each against the same script with
# `--ephemeral` (no state files) in the same run. Runs interleave; each run's JSON output must
# show the toggle where the script leaves it, or the benchmark fails. The runs need a fresh
# directory each, so they are timed by bash ($EPOCHREALTIME around each; a run is 0.2 to 30 s)
# rather than by the spawn timer. docs/performance.md, "State writes".
# shellcheck shell=bash

about_state() { echo "a 1 MiB script of toggles with --state against the same with --ephemeral"; }

# state_run NAME ENV... -- ARGS...: prints the seconds of one timed run; fails when nvc fails or the toggle
# does not end where it should.
state_run() {
    local name="$1" start end rc=0 envs=()
    shift
    while [[ "$1" != -- ]]; do envs+=("$1"); shift; done
    shift
    start="$EPOCHREALTIME"
    env ${envs[@]+"${envs[@]}"} "$STATE_NVC" open nvc://settings/notifications "$@" --script "$STATE_SCRIPT" --json \
        >"$BENCH_DIR/$name.json" 2>"$BENCH_DIR/$name.err" || rc=$?
    end="$EPOCHREALTIME"
    if [[ "$rc" -ne 0 ]] || ! grep -q "\"on\" : $STATE_EXPECTED" "$BENCH_DIR/$name.json"; then
        echo "Tools/bench state: the $name run failed (exit $rc) or lost a toggle:" >&2
        head -n 20 "$BENCH_DIR/$name.err" >&2
        return 1
    fi
    bench_elapsed "$start" "$end" --digits 4
}

bench_state() {
    local runs=5 size=$((1 << 20)) size_label="1 MiB"
    [[ "$BENCH_QUICK" == 1 ]] && { runs=3; size=$((128 << 10)); size_label="128 KiB"; }
    STATE_NVC="$(bench_nvc dynamic)"
    unset NANO_STATE_COMMIT_INTERVAL_MS NANO_STATE_JOURNAL
    STATE_SCRIPT="$BENCH_DIR/toggles.nvc"
    local header=$'type name Ada\ntype email ada@example.com\ntap submit\n' line=$'toggle notifications\n' toggles
    toggles=$(( (size - ${#header}) / ${#line} ))
    { printf '%s' "$header"; bench_repeat "$toggles" "toggle notifications"; } >"$STATE_SCRIPT"
    # An odd number of toggles from the default (on) ends off; an even one, on.
    STATE_EXPECTED=$([[ $((toggles % 2)) -eq 1 ]] && echo false || echo true)
    bench_method "nvc built with \`swift build -c release\`; a $size_label script of $((toggles + 3)) commands ($toggles toggles), $runs runs each of --ephemeral and --state interleaved, medians (wall time from bash); the per-command cadence once; state on $(df --output=fstype "$BENCH_DIR" | tail -n 1)."
    local baseline=() state=() run
    bench_note "timing $runs runs each of a $size_label script: --ephemeral, --state ..."
    for ((run = 1; run <= runs; run++)); do
        baseline+=("$(state_run baseline -- --ephemeral)")
        rm -rf "$BENCH_DIR/state"
        state+=("$(state_run state -- --state "$BENCH_DIR/state")")
    done
    local base_median state_median slow
    base_median="$(bench_median "${baseline[@]}")"
    state_median="$(bench_median "${state[@]}")"
    bench_row "$size_label script, \`--state\` (default cadence)" "--ephemeral" "$base_median" "--state" "$state_median" s \
        "subject < 5" "state run under 5 s"
    bench_note "timing one run with a write per command (the old cadence) ..."
    rm -rf "$BENCH_DIR/state"
    slow="$(state_run per-command NANO_STATE_COMMIT_INTERVAL_MS=0 -- --state "$BENCH_DIR/state")"
    bench_row "$size_label script, a write per command (old cadence)" "--ephemeral" "$base_median" "per-command writes" "$slow" s
}
