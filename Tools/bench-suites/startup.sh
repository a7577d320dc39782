# Tools/bench-suites/startup.sh: `Tools/bench startup` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# The wall time of one `nvc open nvc://home` process, spawn to exit (argument parsing, the state
# directory, composing the features, opening the link, rendering Home, printing it), against a
# Swift hello-world spawned in the same run, interleaved by the spawn timer; for nvc built three
# ways: --static-swift-stdlib (as a Swift tool ships, the one the target is about), the shared
# Swift runtime, and -static-executable. The hello-world is built the same way as the nvc it is
# compared with (swiftc -O and the same link mode: -static-stdlib, shared, -static-executable,
# and --no-export-dynamic like nvc); the shipped build is also compared with the shared-runtime
# hello-world the table used before. Two breakdown rows per build: `nvc --version` (start and
# argument parsing) and `open nvc://home --ephemeral` (signed out, no state files).
# docs/performance.md, "nvc startup".
# shellcheck shell=bash

about_startup() { echo "nvc open nvc://home against a Swift hello-world, three link modes"; }

# startup_hello LINK: builds the hello-world as nvc is built for LINK (static, dynamic,
# static-executable) into the benchmark's tools folder; prints its path.
startup_hello() {
    local link="$1" out="$BENCH_TOOLS/hello-$1" flags=(-O -Xlinker --no-export-dynamic)
    case "$link" in
        static) flags+=(-static-stdlib) ;;
        dynamic) ;;
        static-executable) flags+=(-static-executable) ;;
        *) echo "startup_hello: unknown link mode '$link'" >&2; return 1 ;;
    esac
    bench_note "building the hello-world (swiftc ${flags[*]}) ..."
    swiftc "${flags[@]}" "$ROOT/Tools/StartupBenchmark/hello.swift" -o "$out" >>"$BENCH_LOG" 2>&1 \
        || { echo "$PROGRAM: building the hello-world ($link) failed (log: ${BENCH_LOG#"$ROOT"/})" >&2; return 1; }
    echo "$out"
}

bench_startup() {
    local runs=300 warmup=10
    [[ "$BENCH_QUICK" == 1 ]] && { runs=20; warmup=2; }
    bench_method "Tools/StartupBenchmark/spawn-timer (posix_spawn + waitpid, output to /dev/null), the two commands alternating, $warmup warm-up and $runs timed runs each; medians. Each hello-world is built as the nvc it is compared with (swiftc -O, the same link mode, --no-export-dynamic); the shared-runtime hello-world is the baseline of earlier runs. The state directory holds a signed-in fixture whose saved stack is Home, so the timed runs write nothing."
    bench_spawn_timer
    local shared="$BENCH_TOOLS/hello" link nvc label hello built fixture base subject
    for link in static dynamic static-executable; do
        nvc="$(bench_nvc "$link")"
        hello="$(startup_hello "$link")"
        case "$link" in
            static) label="--static-swift-stdlib" built="hello-world (static stdlib)" ;;
            dynamic) label="shared Swift runtime" built="hello-world (shared runtime)" ;;
            static-executable) label="-static-executable" built="hello-world (static executable)" ;;
        esac
        fixture="$BENCH_DIR/state-$link"
        bench_signed_in "$nvc" "$fixture"
        bench_note "timing nvc ($label): open, --version, open --ephemeral ($runs runs each) ..."
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" open nvc://home --state "$fixture")
        bench_row "\`nvc open nvc://home\` (signed in), $label" "$built" "$base" nvc "$subject" ms \
            "ratio <= 3" "≤ 3× the hello-world"
        if [[ "$link" == static ]]; then
            read -r base subject < <(bench_time "$runs" "$warmup" -- "$shared" -- "$nvc" open nvc://home --state "$fixture")
            bench_row "\`nvc open nvc://home\` (signed in), $label, against the shared-runtime hello-world" \
                "hello-world (shared runtime)" "$base" nvc "$subject" ms
        fi
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" --version)
        bench_row "\`nvc --version\`, $label" "$built" "$base" nvc "$subject" ms
        read -r base subject < <(bench_time "$runs" "$warmup" -- "$hello" -- "$nvc" open nvc://home --ephemeral)
        bench_row "\`nvc open nvc://home --ephemeral\`, $label" "$built" "$base" nvc "$subject" ms
    done
}
