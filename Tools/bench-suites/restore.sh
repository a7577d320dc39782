# Tools/bench-suites/restore.sh: `Tools/bench restore` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# `nvc resume --state DIR --json` (release) on a saved stack of `nvc://home` then N - 1 copies
# of `nvc://settings/notifications` — the shape that once took 254 s at 2,000 links — for N =
# 100, 200, ..., 12,800: each row times N against N/2 links (spawn timer, interleaved,
# medians), so the ratio is the growth per doubling: about 2 for linear work, 4 for quadratic,
# 8 for cubic (target <= 2.2). The saved-stack limit (256 links; docs/cli.md, "Limits") is
# raised for the run with NANO_STATE_MAX_SAVED_LINKS, and each run's output must show the N
# screens of the Settings tab (its list, which the first Notifications link brings under it,
# and N - 1 Notifications screens; Home is a tab of its own since the app's root became tabs),
# or the benchmark fails. Resuming the stack it saved writes nothing, so every run
# reads the same files. docs/performance.md, "Restoring a saved stack".
# shellcheck shell=bash

about_restore() { echo "nvc resume of a saved stack of N links against N/2 links, 100 to 12,800"; }

# restore_state N: a signed-in state directory whose saved stack has N links; prints its path.
restore_state() {
    local count="$1" dir="$BENCH_DIR/state-$1" links='"nvc://home"' i
    cp -R "$BENCH_DIR/signed-in" "$dir"
    for ((i = 1; i < count; i++)); do links+=',"nvc://settings/notifications"'; done
    printf '{"stack":{"links":[%s]}}\n' "$links" >"$dir/navigation.json"
    echo "$dir"
}

# restore_check NVC DIR N: one untimed run must rebuild all N screens of the Settings tab.
restore_check() {
    local screens
    screens="$("$1" resume --state "$2" --json 2>>"$BENCH_LOG" | grep -c '"scene" : ' || true)"
    # The Settings list the first Notifications link needs under it and N - 1 Notifications
    # screens (N stack entries of the selected tab), and the visible screen's description.
    [[ "$screens" -eq $(($3 + 1)) ]] || {
        echo "Tools/bench restore: resuming $3 links showed $((screens - 1)) screens of the Settings tab, not $3" >&2
        return 1
    }
}

bench_restore() {
    local runs=7 warmup=1 sizes=(100 200 400 800 1600 3200 6400 12800)
    [[ "$BENCH_QUICK" == 1 ]] && { runs=2; warmup=0; sizes=(100 200 400 800); }
    local nvc
    nvc="$(bench_nvc dynamic)"
    export NANO_STATE_MAX_SAVED_LINKS=1000000
    mkdir -p "$BENCH_DIR/signed-in"
    bench_signed_in "$nvc" "$BENCH_DIR/signed-in"
    bench_method "nvc built with \`swift build -c release\`; \`nvc resume --state DIR --json\` on a saved stack of nvc://home then N - 1 copies of nvc://settings/notifications (NANO_STATE_MAX_SAVED_LINKS raised past the 256-link limit), N against N/2 links alternating, $runs runs each after $warmup warm-up, medians of spawn-to-exit wall time (spawn timer); each size's output checked to show the N screens of the Settings tab."
    local previous="" previous_dir="" size dir base subject
    for size in "${sizes[@]}"; do
        dir="$(restore_state "$size")"
        restore_check "$nvc" "$dir" "$size"
        if [[ -n "$previous" ]]; then
            bench_note "timing $runs runs each of $previous and $size links ..."
            read -r base subject < <(bench_time "$runs" "$warmup" -- "$nvc" resume --state "$previous_dir" --json \
                -- "$nvc" resume --state "$dir" --json)
            bench_row "resume $(printf "%'d" "$size") links" "$(printf "%'d" "$previous") links" "$base" \
                "$(printf "%'d" "$size") links" "$subject" ms "ratio <= 2.2" "growth per doubling at most 2.2x"
        fi
        previous="$size"
        previous_dir="$dir"
    done
}
