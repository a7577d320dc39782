# Tools/bench-suites/scale.sh: `Tools/bench scale` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# Does composing many features slow the app down? Copies the repository (its tracked and
# untracked, not ignored, files) into a temporary folder, generates 100 features there with
# Tools/new-feature (Scale001 ... Scale100, each a full package wired into that copy's nvc),
# builds that app and the repository's own app in release with --static-swift-stdlib, checks
# that the big app lists every route and opens the last feature, and times three commands of
# both apps with the spawn timer (interleaved; signed-in state directories). Several minutes:
# most of it compiling the generated packages. docs/performance.md, "Scale: 100 features".
# shellcheck shell=bash

about_scale() { echo "the app with 100 generated features against the app as it is"; }

bench_scale() {
    local features=100 runs=100 warmup=5
    [[ "$BENCH_QUICK" == 1 ]] && { features=5; runs=10; warmup=2; }
    local base
    base=$(find "$ROOT/Features" -mindepth 2 -maxdepth 2 -name Package.swift | wc -l)
    local work
    work="$(mktemp -d "${TMPDIR:-/tmp}/nano-scale.XXXXXX")"
    # shellcheck disable=SC2064  # expand now: the path is fixed
    trap "rm -rf -- '$work'" EXIT
    local copy="$work/repo"
    mkdir -p "$copy" "$work/tmp"

    bench_note "copying the repository and generating $features features ..."
    (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
        | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -C "$copy" -xf -)
    rm -rf -- "$copy"/Features/Scale[0-9]*
    local i name width=${#features}
    for ((i = 1; i <= features; i++)); do
        printf -v name 'Scale%0*d' "$width" "$i"
        # --no-record: the timed apps never run the snapshot tests, and recording builds and
        # tests each package (about 20 s a feature).
        "$copy/Tools/new-feature" --no-format --no-record "$name" >>"$BENCH_LOG" 2>&1 \
            || { echo "Tools/bench scale: Tools/new-feature $name failed (log: $BENCH_LOG)" >&2; return 1; }
    done
    local last_id
    last_id="$(printf '%s' "$name" | tr '[:upper:]' '[:lower:]')"

    local base_nvc many_nvc
    base_nvc="$(bench_nvc static)"
    TMPDIR="$work/tmp" bench_build "nvc with $((base + features)) features (release, static)" "$BENCH_LOG" \
        -c release --static-swift-stdlib --product nvc --package-path "$copy" --scratch-path "$work/build"
    many_nvc="$work/build/release/nvc"

    bench_signed_in "$base_nvc" "$work/state-base"
    bench_signed_in "$many_nvc" "$work/state-many"
    local base_routes many_routes
    base_routes="$("$base_nvc" routes | grep -c -v -E '^(ROUTE |guard |$)')"
    many_routes="$("$many_nvc" routes | grep -c -v -E '^(ROUTE |guard |$)')"
    [[ "$many_routes" -eq $((base_routes + features)) ]] \
        || { echo "Tools/bench scale: expected $((base_routes + features)) routes, nvc routes lists $many_routes" >&2; return 1; }
    "$many_nvc" open "nvc://$last_id" --state "$work/state-many" | grep -q "${name}Scene" \
        || { echo "Tools/bench scale: nvc://$last_id did not open ${name}Scene" >&2; return 1; }
    "$many_nvc" open nvc://home --state "$work/state-many" >/dev/null  # the saved stack back to Home

    bench_method "$base features ($base_routes routes, $(du -k "$base_nvc" | cut -f 1) KiB) against $((base + features)) ($many_routes routes, $(du -k "$many_nvc" | cut -f 1) KiB), both release --static-swift-stdlib; spawn-timer, $warmup warm-up and $runs timed runs of each command on each app, alternating; medians."
    local small="$base features" big="$((base + features)) features" b s
    bench_note "timing three commands on both apps ($runs runs each) ..."
    read -r b s < <(bench_time "$runs" "$warmup" -- "$base_nvc" --version -- "$many_nvc" --version)
    bench_row "\`nvc --version\` (starts, parses arguments; composes nothing)" "$small" "$b" "$big" "$s" ms
    read -r b s < <(bench_time "$runs" "$warmup" -- "$base_nvc" routes -- "$many_nvc" routes)
    bench_row "\`nvc routes\` (composes, prints every route)" "$small" "$b" "$big" "$s" ms
    read -r b s < <(bench_time "$runs" "$warmup" -- "$base_nvc" open nvc://home --state "$work/state-base" \
        -- "$many_nvc" open nvc://home --state "$work/state-many")
    bench_row "\`nvc open nvc://home --state DIR\` (composes, opens, renders)" "$small" "$b" "$big" "$s" ms
    local per
    per="$(scale_per_feature "$b" "$s" "$features")"
    bench_row "what one added feature costs \`open nvc://home\` ((the $big app − the $small) ÷ $features)" \
        "the $small app, whole" "$(scale_microseconds "$b")" "per added feature" "$per" µs "subject <= 10" \
        "≤ 10 µs a feature"
}

# scale_microseconds MS: a median in milliseconds (digits and an optional fraction, as the
# spawn timer prints them) in whole microseconds.
scale_microseconds() {
    local ms="$1" whole fraction=""
    whole="${ms%%.*}"
    [[ "$ms" == *.* ]] && fraction="${ms#*.}"
    fraction="${fraction}000"
    echo $((10#${whole:-0} * 1000 + 10#${fraction:0:3}))
}

# scale_per_feature BASE_MS SUBJECT_MS COUNT: (SUBJECT − BASE) ÷ COUNT in microseconds, to a
# tenth (negative when the larger app was the faster one, as noise can make it).
scale_per_feature() {
    local tenths sign=""
    tenths=$(( ($(scale_microseconds "$2") - $(scale_microseconds "$1")) * 10 / $3 ))
    if (( tenths < 0 )); then sign="-"; tenths=$(( -tenths )); fi
    echo "$sign$((tenths / 10)).$((tenths % 10))"
}
