# Tools/bench-suites/catalog.sh: `Tools/bench catalog` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# The catalogue (Features/Catalog) over the built-in Star Wars API in process, release build of
# `catalog-bench` (Tools/Benchmarks, a plain executable: it awaits real requests on loopback):
#   1. opening `catalog/people` in a composed app until its first page of 10 rows shows, against a
#      bare GET + decode of the same page with the same client (SwapiService on ApiSession on
#      NIOHTTPTransport), interleaved, medians (target <= 1.5x);
#   2. paging through 1,000 rows of a generated fault-free fixture API (1,000 people, pages of 10)
#      with the list's `more` button, then leaving with a pull to refresh in flight: what is
#      still alive 0.3 s later — scenes and view models (a zero-grace leak detector and a weak
#      reference to the list's scene), effects (NanoCore's RunningEffects), requests the server
#      has not finished (target 0 each). docs/performance.md, "The catalogue".
# shellcheck shell=bash

about_catalog() { echo "catalog/people's first page against a bare GET + decode; 1,000 paged rows left: nothing alive"; }

bench_catalog() {
    local runs=41 rows=1000
    [[ "$BENCH_QUICK" == 1 ]] && { runs=5; rows=100; }
    bench_build "catalog-bench (release)" "$BENCH_LOG" -c release --package-path "$ROOT/Tools/Benchmarks" \
        --scratch-path "$BENCH_SCRATCH/benchmarks" --product catalog-bench || return 1
    local bin="$BENCH_SCRATCH/benchmarks/release/catalog-bench" out bare opened
    local bares=() opens=()
    bench_note "timing $runs runs each of a bare GET + decode and opening catalog/people ..."
    out="$("$bin" open "$runs" 2>>"$BENCH_LOG")" || { echo "$PROGRAM: catalog-bench open failed (log: ${BENCH_LOG#"$ROOT"/})" >&2; return 1; }
    printf '%s\n' "$out" >>"$BENCH_LOG"
    while read -r bare opened; do
        bares+=("$bare")
        opens+=("$opened")
    done <<<"$out"
    [[ ${#bares[@]} -eq "$runs" ]] || { echo "$PROGRAM: catalog-bench open printed ${#bares[@]} runs, not $runs" >&2; return 1; }
    bench_row "catalog/people: first page of 10 shown" "GET + decode" "$(bench_median --digits 3 "${bares[@]}")" \
        "open the list" "$(bench_median --digits 3 "${opens[@]}")" ms "ratio <= 1.5" "at most 1.5x the bare request"

    local ms scenes_before scenes effects_before effects total open
    bench_note "paging through $rows rows, then leaving ..."
    out="$("$bin" paging "$rows" 2>>"$BENCH_LOG")" || { echo "$PROGRAM: catalog-bench paging failed (log: ${BENCH_LOG#"$ROOT"/})" >&2; return 1; }
    printf '%s\n' "$out" >>"$BENCH_LOG"
    read -r ms scenes_before scenes effects_before effects total open <<<"$out"
    local paged="$rows rows"
    bench_row "scenes and view models alive after leaving $paged" "on the stack before" "$scenes_before" "alive after" "$scenes" \
        scenes "subject <= 0" "none alive"
    bench_row "effects running after leaving $paged (a refresh in flight)" "running before" "$effects_before" \
        "running after" "$effects" tasks "subject <= 0" "none running"
    bench_row "requests unfinished after leaving $paged" "requests made" "$total" unfinished "$open" requests \
        "subject <= 0" "none open"
    bench_method "catalog-bench built with \`swift build -c release\` (Tools/Benchmarks); the built-in Star Wars API on 127.0.0.1 in the same process, one NIOHTTPTransport and ApiSession for both sides of a row. First page: $runs runs each after 3 warm-ups, bare GET + decode (SwapiService.page) and opening catalog/people in a composed app until the list shows 10 rows (polling with Task.yield on the main actor) alternating, medians. Paging: $paged of a generated fault-free API (pages of 10) loaded with the list's more button in $ms ms, then a pull to refresh and leaving the scene; counted 0.3 s later."
}
