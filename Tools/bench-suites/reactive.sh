# Tools/bench-suites/reactive.sh: `Tools/bench reactive` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# The sign-up form's isSubmitEnabled pipeline as a feature writes it with NanoReactive
# (combineLatest + map + removeDuplicates + Binder) against the same logic written by hand with
# closures: ordo-one target ReactivePipeline in Tools/Benchmarks, one scaled iteration = one
# text change, p50 wall-clock time per event (docs/performance.md, "Reactive pipeline").
# shellcheck shell=bash

about_reactive() { echo "the sign-up form's reactive pipeline against the same logic in closures"; }

bench_reactive() {
    local jmh closures pipeline
    jmh="$(bench_ordo ReactivePipeline)"
    closures="$(bench_jmh "$jmh" ReactivePipeline "SignUp closures (hand-written baseline)" --per 1000)"
    pipeline="$(bench_jmh "$jmh" ReactivePipeline "SignUp pipeline (combineLatest+map+removeDuplicates+Binder)" --per 1000)"
    local iterations="1,000 events per sample, up to 2,000 samples (4 s) per benchmark"
    [[ "$BENCH_QUICK" == 1 ]] && iterations="1,000 events per sample, a few samples (--quick)"
    bench_method "ordo-one/benchmark (release, MallocInterposer trait), $iterations; p50 of the wall-clock time per event (one text change)."
    bench_row "isSubmitEnabled, one text change" closures "$closures" pipeline "$pipeline" ns \
        "ratio <= 5" "≤ 5× the closures"
    bench_row "isSubmitEnabled, one text change (absolute)" closures "$closures" pipeline "$pipeline" ns \
        "subject <= 1000" "pipeline ≤ 1,000 ns (≥ 1 M events/s)"
}
