# Tools/bench-suites/push-pop.sh: `Tools/bench push-pop` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# A real scene with bindings (a sign-up-shaped form) pushed by a coordinator on the headless
# stack, typed into, submitted and popped, against the same scene created, bound, typed into,
# submitted and released without navigation: ordo-one target NavigationPushPop in
# Tools/Benchmarks, one scaled iteration = one cycle, p50 per cycle. The push+pop benchmark
# also records the watched scenes and view models still alive (every 1,000th cycle's) and the
# resident memory after each sample (docs/performance.md, "Navigation push/pop").
# shellcheck shell=bash

about_push_pop() { echo "push+pop of a scene with bindings against creating and releasing it"; }

bench_push_pop() {
    local jmh target=NavigationPushPop baseline subject alive watched smallest largest
    jmh="$(bench_ordo "$target")"
    baseline="$(bench_jmh "$jmh" "$target" create-release --per 1000)"
    subject="$(bench_jmh "$jmh" "$target" push-pop --per 1000)"
    alive="$(bench_jmh "$jmh" "$target" push-pop --metric "objects alive" --percentile 100)"
    watched="$(bench_jmh "$jmh" "$target" push-pop --metric "objects watched" --percentile 100)"
    smallest="$(bench_jmh "$jmh" "$target" push-pop --metric "resident KiB" --percentile 0)"
    largest="$(bench_jmh "$jmh" "$target" push-pop --metric "resident KiB" --percentile 100)"
    local samples="samples of 1,000 cycles, up to 100 per benchmark (100,000 cycles)"
    [[ "$BENCH_QUICK" == 1 ]] && samples="samples of 1,000 cycles, 5 per benchmark (--quick)"
    bench_method "ordo-one/benchmark (release), $samples; p50 of the wall-clock time per cycle; objects alive and resident memory recorded after every push+pop sample, the largest and the smallest of the run (ordo-one keeps every metric to 3 significant digits)."
    bench_row "one cycle" "create, bind, release" "$baseline" "push + pop" "$subject" ns
    bench_row "resident memory over the push+pop samples" smallest "$smallest" largest "$largest" KiB \
        "ratio <= 1.02" "flat: ≤ 1.02×"
    bench_row "watched scenes and view models alive after their pop" watched "$watched" alive "$alive" objects \
        "subject <= 0" "none alive"
}
