# Tools/bench-suites/router.sh: `Tools/bench router` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# NanoRouting against vapor/routing-kit 4.9.3's TrieRouter in the same process, with the same
# generated routes and the same 4,096 lookups at 10, 1,000, 10,000 and 100,000 routes:
# ordo-one target RouterLookup in Tools/Benchmarks, one scaled iteration = one lookup, p50 per
# lookup (docs/performance.md, "Router"). "resolve" matches pre-split segments,
# "parse+resolve" starts from the link string (RoutingKit gets it split on `/`).
# shellcheck shell=bash

about_router() { echo "NanoRouting against RoutingKit's TrieRouter at 10 to 100,000 routes"; }

bench_router() {
    local jmh target=RouterLookup routes kit nano params kit_link nano_link first_nano="" first_link=""
    local last_nano last_link target_text
    jmh="$(bench_ordo "$target")"
    local samples="samples of 1,000 lookups, up to 2 s per benchmark"
    [[ "$BENCH_QUICK" == 1 ]] && samples="samples of 1,000 lookups, 0.2 s per benchmark (--quick)"
    bench_method "ordo-one/benchmark (release), $samples; p50 of the wall-clock time per lookup; ratio = NanoRouting ÷ RoutingKit (below 1: Nano is faster)."
    for routes in 10 1000 10000 100000; do
        kit="$(bench_jmh "$jmh" "$target" "kit-resolve $routes" --per 1000)"
        nano="$(bench_jmh "$jmh" "$target" "nano-resolve $routes" --per 1000)"
        params="$(bench_jmh "$jmh" "$target" "nano-resolve-params $routes" --per 1000)"
        kit_link="$(bench_jmh "$jmh" "$target" "kit-link $routes" --per 1000)"
        nano_link="$(bench_jmh "$jmh" "$target" "nano-link $routes" --per 1000)"
        local target_expression="" label
        case "$routes" in 1000) label=1,000 ;; 10000) label=10,000 ;; 100000) label=100,000 ;; *) label="$routes" ;; esac
        target_text=""
        if [[ "$routes" == 1000 ]]; then target_expression="ratio <= 0.2"; target_text="≥ 5× faster (≤ 0.2×)"; fi
        bench_row "resolve, $label routes" RoutingKit "$kit" Nano "$nano" ns "$target_expression" "$target_text"
        bench_row "resolve + parameters, $label routes" RoutingKit "$kit" Nano "$params" ns
        bench_row "parse+resolve, $label routes" RoutingKit "$kit_link" Nano "$nano_link" ns "$target_expression" "$target_text"
        [[ -n "$first_nano" ]] || { first_nano="$nano"; first_link="$nano_link"; }
        last_nano="$nano" last_link="$nano_link"
    done
    bench_row "Nano resolve, growth from 10 to 100,000 routes" "10 routes" "$first_nano" "100,000 routes" "$last_nano" ns \
        "ratio <= 1.5" "≤ 1.5×"
    bench_row "Nano parse+resolve, growth from 10 to 100,000 routes" "10 routes" "$first_link" "100,000 routes" "$last_link" ns \
        "ratio <= 1.5" "≤ 1.5×"
}
