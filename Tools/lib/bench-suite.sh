# Tools/lib/bench-suite.sh: the helpers a benchmark (Tools/bench-suites/NAME.sh) calls, sourced
# with the suite into the bash that `nano-tools bench` (Tools/bench's driver, Tools/NanoTools)
# starts for it. They run commands; anything that reads, counts or computes (a median, the time
# between two $EPOCHREALTIME readings, the spawn timer's medians, a JMH export's value) is a
# `nano-tools` subcommand, tested in Tools/NanoTools.
#
# The driver passes, in the environment: BENCH_ROOT (the repository), BENCH_QUICK (1 for
# --quick), BENCH_SCRATCH (.build-bench), BENCH_TOOLS (its tools/ folder), BENCH_DIR (this
# benchmark's temporary folder), BENCH_ROWS (the rows file bench_row appends to), BENCH_LOG
# (.build-bench/logs/NAME.log), BENCH_RUN_ID (one id per run) and BENCH_NANO_TOOLS (the
# driver's own executable). They become plain shell variables here, so the builds a suite runs
# see the environment they saw under the bash driver (SwiftPM keys its manifest cache on the
# whole environment). A suite writes its progress to stderr (bench_note), its build output to
# "$BENCH_LOG", and its results only through bench_row and bench_method.
# shellcheck shell=bash

ROOT="$BENCH_ROOT"
PROGRAM="Tools/bench"
NANO_TOOLS_BIN="$BENCH_NANO_TOOLS"
export -n BENCH_ROOT BENCH_QUICK BENCH_SCRATCH BENCH_TOOLS BENCH_DIR BENCH_ROWS BENCH_LOG BENCH_RUN_ID BENCH_NANO_TOOLS

bench_note() { echo "  $*" >&2; }

# bench_row CASE BASELINE_LABEL BASELINE_VALUE SUBJECT_LABEL SUBJECT_VALUE UNIT [TARGET [TEXT]]
# One row: TARGET is empty or `ratio|subject <=|<|>=|> BOUND` (`ratio <= 1.5`: the subject at
# most 1.5 times the baseline; `subject < 5`: the subject's value under 5 UNIT); TEXT says it
# for a reader (default: written from TARGET).
bench_row() {
    [[ $# -ge 6 && $# -le 8 ]] || { echo "bench_row: 6 to 8 arguments, got $#" >&2; return 1; }
    local field
    for field in "$@"; do
        [[ "$field" != *$'\t'* && "$field" != *$'\n'* ]] || { echo "bench_row: a field holds a tab or newline" >&2; return 1; }
    done
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "$6" "${7:-}" "${8:-}" >>"$BENCH_ROWS"
}

# bench_method TEXT: how the numbers were taken, one sentence for the docs (runs, statistic).
bench_method() { printf '%s' "$*" >"$BENCH_DIR/method"; }

# bench_build LABEL LOG SWIFT_BUILD_ARGS...: swift build with its output in LOG; on failure
# prints the log's tail and fails.
bench_build() {
    local label="$1" log="$2"
    shift 2
    bench_note "building $label ..."
    if ! swift build "$@" </dev/null >>"$log" 2>&1; then
        tail -n 30 "$log" >&2
        echo "$PROGRAM: building $label failed (log: ${log#"$ROOT"/})" >&2
        return 1
    fi
}

# bench_nvc LINK [PRODUCT]: builds PRODUCT (nvc, or nvc-web) in release (LINK: static = --static-swift-stdlib, as a Swift tool
# ships; dynamic = the shared Swift runtime; static-executable) into .build-bench/nvc-LINK and
# prints the executable's path. Shared by the suites: each kind is built once per run.
bench_nvc() {
    local link="$1" product="${2:-nvc}" flags=(-c release --product "${2:-nvc}" --package-path "$ROOT" --scratch-path "$BENCH_SCRATCH/nvc-$1")
    case "$link" in
        static) flags+=(--static-swift-stdlib) ;;
        dynamic) ;;
        static-executable) flags+=(-Xswiftc -static-executable) ;;
        *) echo "bench_nvc: unknown link mode '$link'" >&2; return 1 ;;
    esac
    bench_build "$product (release, $link)" "$BENCH_LOG" "${flags[@]}" || return 1
    echo "$BENCH_SCRATCH/nvc-$link/release/$product"
}

# bench_signed_in NVC DIR [ARGS...]: a state directory where Ada has signed up and the saved
# stack is [home], so timed `open nvc://home` runs end where they started and write nothing.
# ARGS go before the command (e.g. the plugin host's --plugin options).
bench_signed_in() {
    local nvc="$1" dir="$2"
    shift 2
    printf 'type name Ada Lovelace\ntype email ada@example.com\ntap submit\n' \
        | "$nvc" "$@" open nvc://signup --state "$dir" --script - >/dev/null
    "$nvc" "$@" open nvc://home --state "$dir" | head -n 1 | grep -qx 'Home' \
        || { echo "$PROGRAM: $nvc did not open Home signed in" >&2; return 1; }
}

# bench_spawn_timer: builds the spawn timer and the hello-world (swiftc -O) once per run.
bench_spawn_timer() {
    if [[ ! -e "$BENCH_TOOLS/spawn-timer.$BENCH_RUN_ID" ]]; then
        bench_note "building the spawn timer and hello-world (swiftc -O) ..."
        swiftc -O "$ROOT/Tools/StartupBenchmark/spawn-timer.swift" -o "$BENCH_TOOLS/spawn-timer" >>"$BENCH_LOG" 2>&1
        swiftc -O "$ROOT/Tools/StartupBenchmark/hello.swift" -o "$BENCH_TOOLS/hello" >>"$BENCH_LOG" 2>&1
        : >"$BENCH_TOOLS/spawn-timer.$BENCH_RUN_ID"
    fi
}

# bench_time RUNS WARMUP -- BASELINE... -- SUBJECT...: interleaved spawn-to-exit times; prints
# "BASELINE_MEDIAN_MS SUBJECT_MEDIAN_MS" (read from the timer's --tsv lines by `nano-tools
# spawn-medians`). Fails when any run of either command failed.
bench_time() {
    bench_spawn_timer
    local out status=0
    out="$("$BENCH_TOOLS/spawn-timer" --tsv "$@" 2>>"$BENCH_LOG")" || status=$?
    printf '%s\n' "$out" >>"$BENCH_LOG"
    [[ "$status" -eq 0 ]] || { echo "$PROGRAM: a timed run failed: $*" >&2; return 1; }
    printf '%s\n' "$out" | "$NANO_TOOLS_BIN" spawn-medians
}

# bench_ordo TARGET: runs the ordo-one benchmark target TARGET of Tools/Benchmarks (release;
# with --quick, NANO_BENCH_QUICK=1 shortens every benchmark) and prints the path of its JMH
# export.
bench_ordo() {
    local target="$1" out="$BENCH_DIR/ordo-$1"
    mkdir -p "$out"
    bench_note "running ordo-one benchmark target $target (builds Tools/Benchmarks in release the first time) ..."
    if ! NANO_BENCH_QUICK="$BENCH_QUICK" swift package --package-path "$ROOT/Tools/Benchmarks" \
        --scratch-path "$BENCH_SCRATCH/benchmarks" --allow-writing-to-package-directory \
        --allow-writing-to-directory "$out" benchmark --target "$target" --format jmh --path "$out" \
        --no-progress </dev/null >>"$BENCH_LOG" 2>&1; then
        tail -n 30 "$BENCH_LOG" >&2
        echo "$PROGRAM: ordo-one benchmark target $target failed (log: ${BENCH_LOG#"$ROOT"/})" >&2
        return 1
    fi
    local exports=("$out"/*.jmh.json)
    [[ ${#exports[@]} -eq 1 ]] || { echo "$PROGRAM: expected one JMH export in $out" >&2; return 1; }
    echo "${exports[0]}"
}

# bench_jmh EXPORT TARGET NAME [--metric M] [--percentile P] [--per N]: one value of the export
# (nanoseconds per iteration for a time metric, divided by N; a count as recorded).
bench_jmh() { "$NANO_TOOLS_BIN" bench-jmh "$@"; }

# bench_elapsed START [END] [--unit s|ms] [--digits N]: the time from START to END (default:
# now), both $EPOCHREALTIME readings, in seconds with at most 4 decimals unless told otherwise.
# Without END, now is read as this function starts, before nano-tools does.
bench_elapsed() {
    local now="$EPOCHREALTIME" start="$1" end
    shift
    end="$now"
    if [[ $# -gt 0 && "$1" != --* ]]; then end="$1"; shift; fi
    "$NANO_TOOLS_BIN" elapsed "$start" "$end" "$@"
}

# bench_median [--digits N] VALUE...: the median (the mean of the middle two of an even count).
bench_median() { "$NANO_TOOLS_BIN" median "$@"; }

# bench_repeat N LINE: prints LINE N times (a generated script's body).
bench_repeat() {
    local count="$1" i
    for ((i = 0; i < count; i++)); do printf '%s\n' "$2"; done
}
