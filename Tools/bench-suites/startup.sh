# Tools/bench-suites/startup.sh: `Tools/bench startup` (sourced by Tools/bench; not run alone).
# The wall time of one `nvc open nvc://home` process, spawn to exit (argument parsing, the state
# directory, composing the features, opening the link, rendering Home, printing it), against a
# Swift hello-world (swiftc -O, shared runtime) spawned in the same run, interleaved by the
# spawn timer; for nvc built three ways: --static-swift-stdlib (as a Swift tool ships, the one
# the target is about), the shared Swift runtime, and -static-executable. Two breakdown rows
# per build: `nvc --version` (start and argument parsing) and `open nvc://home --ephemeral`
# (signed out, no state files). docs/performance.md, "nvc startup".
# shellcheck shell=bash

about_startup() { echo "nvc open nvc://home against a Swift hello-world, three link modes"; }

bench_startup() {
    local runs=300 warmup=10
    [[ "$BENCH_QUICK" == 1 ]] && { runs=20; warmup=2; }
    bench_method "Tools/StartupBenchmark/spawn-timer (posix_spawn + waitpid, output to /dev/null), the two commands alternating, $warmup warm-up and $runs timed runs each; medians. The state directory holds a signed-in fixture whose saved stack is Home, so the timed runs write nothing."
    bench_spawn_timer
    local hello="$BENCH_TOOLS/hello" link nvc label fixture base subject
    for link in static dynamic static-executable; do
        nvc="$(bench_nvc "$link")"
        case "$link" in
            static) label="--static-swift-stdlib" ;;
            dynamic) label="shared Swift runtime" ;;
            static-executable) label="-static-executable" ;;
        esac
        fixture="$BENCH_DIR/state-$link"
        bench_signed_in "$nvc" "$fixture"
        bench_note "timing nvc ($label): open, --version, open --ephemeral ($runs runs each) ..."
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" open nvc://home --state "$fixture")
        bench_row "\`nvc open nvc://home\` (signed in), $label" hello-world "$base" nvc "$subject" ms \
            "ratio <= 1.5" "≤ 1.5× the hello-world"
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" --version)
        bench_row "\`nvc --version\`, $label" hello-world "$base" nvc "$subject" ms
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" open nvc://home --ephemeral)
        bench_row "\`nvc open nvc://home --ephemeral\`, $label" hello-world "$base" nvc "$subject" ms
    done
}
