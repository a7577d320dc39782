# Tools/bench-suites/plugins.sh: `Tools/bench plugins` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# Features loaded as plugin libraries (docs/architecture.md, "Feature plugins"):
#   startup  `open nvc://home` (signed in) on the plugin host (nvc-host, no feature built in,
#            linking libNanoFramework.so, which holds the Swift runtime) loading every feature as
#            a plugin, against the static nvc with the shared Swift runtime (plain release), then
#            against the nvc a release ships (--static-swift-stdlib); interleaved by the spawn timer.
#   edit     from editing a Settings source file (Settings' title gets the round's number) to
#            that title on the screen: `Tools/dev Settings --once` (the team loop's rebuild of
#            the plugin) plus one `open nvc://settings` in the host, against `swift build` of the
#            static nvc plus the same `open` in it; debug builds, rounds interleaved, each side
#            in a build folder of its own, the edit removed again at the end (also when
#            interrupted). A round counts only if its screen shows the new title.
# docs/performance.md, "Feature plugins".
# shellcheck shell=bash

about_plugins() { echo "the plugin host loading every feature against the static nvc; edit-to-running"; }

bench_plugins() {
    local runs=100 warmup=10 rounds=7
    [[ "$BENCH_QUICK" == 1 ]] && { runs=10; warmup=2; rounds=2; }
    local features=() feature
    for feature in "$ROOT"/Features/*/Package.swift; do features+=("$(basename "$(dirname "$feature")")"); done
    local count=${#features[@]}
    bench_method "startup: spawn-timer, $warmup warm-up and $runs timed runs of each command, alternating; medians. Edit to running: debug builds, $rounds rounds of each kind, interleaved, wall time of the rebuild plus one \`open\`; medians."

    # ---- startup
    local nvc shipped host plugins=() name
    nvc="$(bench_nvc dynamic)"
    shipped="$(bench_nvc static)"
    bench_note "building the plugin host and $count plugins (release, in the shared-runtime nvc's folder) ..."
    local release=(-c release --scratch-path "$BENCH_SCRATCH/nvc-dynamic")
    host="$("$ROOT/Tools/plugin-host" "${release[@]}" 2>>"$BENCH_LOG" | tail -n 1)"
    for name in "${features[@]}"; do
        plugins+=(--plugin "$("$ROOT/Tools/build-plugin" "$ROOT/Features/$name" "${release[@]}" 2>>"$BENCH_LOG" | tail -n 1)")
    done
    [[ -x "$host" ]] || { echo "Tools/bench plugins: the plugin host did not build (log: $BENCH_LOG)" >&2; return 1; }
    local fixture="$BENCH_DIR/state"
    bench_signed_in "$nvc" "$fixture"
    "$host" "${plugins[@]}" open nvc://home --state "$fixture" | head -n 1 | grep -qx 'Home' \
        || { echo "Tools/bench plugins: the plugin host did not open Home signed in" >&2; return 1; }
    local base subject
    bench_note "timing startup ($runs runs each) ..."
    read -r base subject < <(bench_time "$runs" "$warmup" -- "$nvc" open nvc://home --state "$fixture" \
        -- "$host" "${plugins[@]}" open nvc://home --state "$fixture")
    bench_row "startup, \`open nvc://home\` with $count plugins: against the shared-runtime nvc" \
        "static nvc, shared runtime" "$base" "host + $count plugins" "$subject" ms "ratio <= 1.2" \
        "≤ 1.2× (both link the runtime as a shared library)"
    read -r base subject < <(bench_time "$runs" "$warmup" -- "$shipped" open nvc://home --state "$fixture" \
        -- "$host" "${plugins[@]}" open nvc://home --state "$fixture")
    bench_row "startup, \`open nvc://home\` with $count plugins: against the shipped nvc" \
        "static nvc, --static-swift-stdlib" "$base" "host + $count plugins" "$subject" ms

    # ---- edit to screen
    # The list's English title, in Settings' string table (the scene takes its title from there).
    local file="$ROOT/Features/Settings/Sources/SettingsFeature/SettingsText.swift" backup
    grep -q '\.listTitle: "Settings"' "$file" \
        || { echo "Tools/bench plugins: $file has no .listTitle: \"Settings\" to edit" >&2; return 1; }
    backup="$BENCH_DIR/SettingsText.swift.orig"
    cp -p "$file" "$backup"
    # shellcheck disable=SC2064  # expand now: the paths are fixed
    trap "cp -p '$backup' '$file'" EXIT
    # shellcheck disable=SC2064  # expand now: the paths are fixed
    trap "cp -p '$backup' '$file'; exit 130" INT TERM
    local debug_host dev=(--scratch-path "$BENCH_SCRATCH/dev") debug_plugins=() debug_nvc
    local flags=(--package-path "$ROOT" --scratch-path "$BENCH_SCRATCH/nvc-debug" --product nvc)
    bench_note "building both sides once (debug) ..."
    debug_host="$("$ROOT/Tools/plugin-host" "${dev[@]}" 2>>"$BENCH_LOG" | tail -n 1)"
    for name in "${features[@]}"; do
        debug_plugins+=(--plugin "$("$ROOT/Tools/build-plugin" "$ROOT/Features/$name" "${dev[@]}" 2>>"$BENCH_LOG" | tail -n 1)")
    done
    bench_build "nvc (debug)" "$BENCH_LOG" "${flags[@]}"
    debug_nvc="$BENCH_SCRATCH/nvc-debug/debug/nvc"
    local static_state="$BENCH_DIR/edit-static" plugin_state="$BENCH_DIR/edit-plugin"
    bench_signed_in "$debug_nvc" "$static_state"
    bench_signed_in "$debug_host" "$plugin_state" "${debug_plugins[@]}"
    local static_times=() plugin_times=() round start title
    bench_note "timing $rounds edit-rebuild-open rounds of each ..."
    for ((round = 1; round <= rounds; round++)); do
        title="Settings s$round"
        sed "s/\\.listTitle: \"Settings\"/.listTitle: \"$title\"/" "$backup" >"$file"
        start="$EPOCHREALTIME"
        swift build "${flags[@]}" </dev/null >>"$BENCH_LOG" 2>&1
        "$debug_nvc" open nvc://settings --state "$static_state" | grep -q "$title" \
            || { echo "Tools/bench plugins: round $round: the static nvc did not show \"$title\"" >&2; return 1; }
        static_times+=("$(bench_elapsed "$start" --unit ms --digits 1)")
        title="Settings p$round"
        sed "s/\\.listTitle: \"Settings\"/.listTitle: \"$title\"/" "$backup" >"$file"
        start="$EPOCHREALTIME"
        "$ROOT/Tools/dev" Settings --once "${dev[@]}" </dev/null >>"$BENCH_LOG" 2>&1
        "$debug_host" "${debug_plugins[@]}" open nvc://settings --state "$plugin_state" | grep -q "$title" \
            || { echo "Tools/bench plugins: round $round: the plugin host did not show \"$title\"" >&2; return 1; }
        plugin_times+=("$(bench_elapsed "$start" --unit ms --digits 1)")
    done
    cp -p "$backup" "$file"
    printf 'edit rounds, static nvc (ms): %s\nedit rounds, plugin (ms): %s\n' "${static_times[*]}" "${plugin_times[*]}" >>"$BENCH_LOG"
    bench_row "edit a Settings file, rebuild, see it on \`nvc://settings\` (debug)" "swift build of the static nvc" \
        "$(bench_median --digits 2 "${static_times[@]}")" "Tools/dev's plugin rebuild" "$(bench_median --digits 2 "${plugin_times[@]}")" ms \
        "ratio <= 0.3333" "≥ 3× faster (≤ 0.333×)"
}
