# Tools/bench-suites/plugins.sh: `Tools/bench plugins` (sourced by Tools/bench; not run alone).
# Features loaded as plugin libraries (docs/architecture.md, "Feature plugins"):
#   startup  `open nvc://home` (signed in) on the plugin host built without any of the app's
#            features, loading all of them as plugins, against the static nvc built the same way
#            (release, the shared Swift runtime, which plugins need), then against the nvc a
#            release ships (--static-swift-stdlib); runs interleaved by the spawn timer.
#   edit     from editing a Settings source file (a new comment line) to its screen running:
#            rebuild only the Settings plugin (Tools/build-plugin) and open nvc://settings in a
#            host built once without it, against rebuilding the static nvc and opening it
#            there; debug builds, rounds interleaved, the edit removed again at the end (also
#            when interrupted).
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
    local nvc shipped host without=() plugins=() name
    nvc="$(bench_nvc dynamic)"
    shipped="$(bench_nvc static)"
    for name in "${features[@]}"; do without+=(--without "$name"); done
    bench_note "building the plugin host without ${features[*]} and $count plugins (release) ..."
    host="$("$ROOT/Tools/plugin-host" "${without[@]}" -c release 2>>"$BENCH_LOG" | tail -n 1)"
    for name in "${features[@]}"; do
        plugins+=(--plugin "$("$ROOT/Tools/build-plugin" "$ROOT/Features/$name" -c release 2>>"$BENCH_LOG" | tail -n 1)")
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
    bench_row "startup, \`open nvc://home\` with $count plugins: against the same linking" \
        "static nvc, shared runtime" "$base" "host + $count plugins" "$subject" ms "ratio <= 1.5" "≤ 1.5×"
    read -r base subject < <(bench_time "$runs" "$warmup" -- "$shipped" open nvc://home --state "$fixture" \
        -- "$host" "${plugins[@]}" open nvc://home --state "$fixture")
    bench_row "startup, \`open nvc://home\` with $count plugins: against the shipped nvc" \
        "static nvc, --static-swift-stdlib" "$base" "host + $count plugins" "$subject" ms "ratio <= 1.5" "≤ 1.5×"

    # ---- edit to running
    local file="$ROOT/Features/Settings/Sources/SettingsFeature/SettingsPlugin.swift" backup
    backup="$BENCH_DIR/SettingsPlugin.swift.orig"
    cp -p "$file" "$backup"
    # shellcheck disable=SC2064  # expand now: the paths are fixed
    trap "cp -p '$backup' '$file'" EXIT
    trap "cp -p '$backup' '$file'; exit 130" INT TERM
    local debug_host debug_plugin debug_nvc flags=(--package-path "$ROOT" --scratch-path "$BENCH_SCRATCH/nvc-debug" --product nvc)
    bench_note "building both sides once (debug) ..."
    debug_host="$("$ROOT/Tools/plugin-host" --without Settings 2>>"$BENCH_LOG" | tail -n 1)"
    debug_plugin="$("$ROOT/Tools/build-plugin" "$ROOT/Features/Settings" 2>>"$BENCH_LOG" | tail -n 1)"
    bench_build "nvc (debug)" "$BENCH_LOG" "${flags[@]}"
    debug_nvc="$BENCH_SCRATCH/nvc-debug/debug/nvc"
    local static_times=() plugin_times=() round start
    bench_note "timing $rounds edit-rebuild-open rounds of each ..."
    for ((round = 1; round <= rounds; round++)); do
        echo "// Tools/bench plugins edit, round $round (static)" >>"$file"
        start="$EPOCHREALTIME"
        swift build "${flags[@]}" </dev/null >>"$BENCH_LOG" 2>&1
        "$debug_nvc" open nvc://settings --ephemeral >/dev/null
        static_times+=("$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", (b - a) * 1000 }')")
        echo "// Tools/bench plugins edit, round $round (plugin)" >>"$file"
        start="$EPOCHREALTIME"
        "$ROOT/Tools/build-plugin" "$ROOT/Features/Settings" </dev/null >>"$BENCH_LOG" 2>&1
        "$debug_host" --plugin "$debug_plugin" open nvc://settings --ephemeral >/dev/null
        plugin_times+=("$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", (b - a) * 1000 }')")
    done
    cp -p "$backup" "$file"
    printf 'edit rounds, static nvc (ms): %s\nedit rounds, plugin (ms): %s\n' "${static_times[*]}" "${plugin_times[*]}" >>"$BENCH_LOG"
    median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2) }'; }
    bench_row "edit a Settings file, rebuild, open \`nvc://settings\` (debug)" "rebuild the static nvc" \
        "$(median "${static_times[@]}")" "rebuild the plugin only" "$(median "${plugin_times[@]}")" ms
}
