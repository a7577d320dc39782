# Tools/lib/changed.sh: `Tools/test --changed [BASE]`, sourced by Tools/test (not run alone).
# Narrows RUN_STEPS and RUN_PACKAGES to what a change can affect, and prints what it skips and
# why. The decisions are `nano-tools affected` (Tools/NanoTools: PackageGraph, ChangedFile,
# ChangeSelection, tested there); this file gathers its input:
#   - the changed files: `git diff --name-only --no-renames REV` (the working tree against REV,
#     so committed and uncommitted changes alike) plus the untracked files git does not ignore.
#     REV is BASE, or by default `git merge-base HEAD main`; when that is HEAD itself (work on
#     main, or a branch with nothing committed yet), the uncommitted change against HEAD.
#   - the package graph, as SwiftPM describes it: `swift package dump-package` of every package
#     Tools/test runs and of every other package a step watches (Tools/Fuzz), whose path
#     dependencies give the edges. The dumps are kept in .build-changed/<key>/, the key being the
#     hash of the repository's path and every one of those manifests, so a later run with the
#     same manifests reads no manifest again (a change to a manifest runs everything anyway).
#   - each step's inputs: `watch_NAME` in Tools/checks/NAME.sh prints them, one a line
#     (package:PATTERN, path:PREFIX, suffix:TEXT, any-package; see nano-tools affected --help).
#     A step without `watch_NAME` runs on every change; one whose `watch_NAME` prints nothing
#     runs only when everything does.
# Fail closed: when the graph cannot be computed (a manifest SwiftPM cannot read, nano-tools
# failing), everything runs, and the reason is printed.
# shellcheck shell=bash

# changed_select BASE: sets RUN_STEPS and RUN_PACKAGES from the change against BASE (empty: the
# default), prints the selection's summary, and sets CHANGED_NOTHING=1 when nothing changed.
# Returns 2 (usage) when BASE is not a commit or there is no main to compare with.
CHANGED_NOTHING=0
CHANGED_FILES_LIST=""
changed_select() {
    local base="$1" rev head described list work started
    started="$(now)"
    work="$LOG_DIR/changed"
    mkdir -p "$work"
    list="$work/files"
    head="$(git -C "$ROOT" rev-parse --verify -q HEAD)" || { echo "$PROGRAM: --changed needs a git checkout with a commit" >&2; return 2; }
    if [[ -n "$base" ]]; then
        rev="$(git -C "$ROOT" rev-parse --verify -q "$base^{commit}")" \
            || { echo "$PROGRAM: --changed: '$base' is not a commit" >&2; return 2; }
        described="$base ($(git -C "$ROOT" rev-parse --short "$rev"))"
    else
        rev="$(git -C "$ROOT" merge-base HEAD main 2>/dev/null)" \
            || { echo "$PROGRAM: --changed: no merge base with main; name a BASE (Tools/test --changed BASE)" >&2; return 2; }
        if [[ "$rev" == "$head" ]]; then
            described="HEAD (uncommitted and untracked files)"
        else
            described="the merge base with main ($(git -C "$ROOT" rev-parse --short "$rev"))"
        fi
    fi
    if [[ -n "${NANO_TEST_CHANGED_FILES:-}" ]]; then
        # The harness's plants (Tools/checks/harness.sh): the changed files from this file instead.
        described="$described, files from NANO_TEST_CHANGED_FILES"
        sort -u -- "$NANO_TEST_CHANGED_FILES" >"$list"
    else
        { git -C "$ROOT" diff --name-only --no-renames "$rev" -- && git -C "$ROOT" ls-files --others --exclude-standard; } \
            | sort -u >"$list" || { echo "$PROGRAM: --changed: git could not list the changes against $described" >&2; return 2; }
    fi
    local count
    count="$(grep -c . "$list" || true)"
    echo "Changed against $described: $count file(s)."
    if [[ "$count" -eq 0 ]]; then
        # shellcheck disable=SC2034 # Tools/test's, which sources this file
        CHANGED_NOTHING=1 RUN_STEPS=() RUN_PACKAGES=()
        return 0
    fi

    # nano-tools does the selecting, so it is built first (with Tools/NanoTools resolved alone).
    if [[ "$SHARED_BUILD" != 0 && -z "$NANO_TOOLS_BIN" ]]; then resolve_all Tools/NanoTools; fi
    announce "building nano-tools"
    if ! build_nano_tools "$LOG_DIR/nano-tools-build.log"; then
        echo "$PROGRAM: nano-tools (Tools/NanoTools) did not build; nothing can be selected or counted without it (log: $(relative "$LOG_DIR")/nano-tools-build.log)" >&2
        show_log "$LOG_DIR/nano-tools-build.log" 'error:'
        exit 1
    fi

    local args=(--root "$ROOT" --changed "$list") step spec specs pkg nodes=() extra
    for step in "${RUN_STEPS[@]}"; do
        if declare -F "watch_$step" >/dev/null; then
            specs=""
            while IFS= read -r spec; do
                [[ -n "$spec" ]] || continue
                specs="$specs $spec"
                # A watched package Tools/test does not run (Tools/Fuzz) is in the graph too.
                extra="${spec#package:}"
                if [[ "$spec" == package:* && "$extra" != *'*'* && -f "$ROOT/$extra/Package.swift" ]]; then nodes+=("$extra"); fi
            done < <("watch_$step")
            args+=(--step "$step=${specs# }")
        else
            args+=(--step "$step")
        fi
    done
    for pkg in "${RUN_PACKAGES[@]}"; do args+=(--tested "$pkg"); nodes+=("$pkg"); done
    # First from the paths alone (a change to Tools/ or a manifest, or documentation only, needs
    # no manifest read); when that cannot place the change, from SwiftPM's package graph.
    local out="$work/selection" rc=0 dumps
    "$NANO_TOOLS_BIN" affected "${args[@]}" >"$out" 2>"$work/affected.err" || rc=$?
    if [[ "$rc" -ne 0 ]]; then
        rc=0
        mapfile -t nodes < <(printf '%s\n' "${nodes[@]}" | sort -u)
        dumps="$(changed_dumps "$work" "${nodes[@]}")"
        while IFS= read -r spec; do [[ -n "$spec" ]] && args+=(--manifest "$spec"); done <<<"$dumps"
        "$NANO_TOOLS_BIN" affected "${args[@]}" >"$out" 2>"$work/affected.err" || rc=$?
    fi
    if [[ "$rc" -ne 0 ]]; then
        echo "Cannot compute what the change affects ($(sed 's/^nano-tools: error: //' "$work/affected.err" | head -n 1)): running everything."
        return 0
    fi

    local kind verdict name reason skipped=() ran=()
    RUN_STEPS=() RUN_PACKAGES=()
    # A step whose findings belong to single files (format) may read the changed files alone;
    # unset again below when the change runs everything.
    CHANGED_FILES_LIST="$list"
    while IFS=$'\t' read -r kind verdict name reason; do
        case "$kind" in
            everything) echo "Runs everything: $verdict."
                # shellcheck disable=SC2034 # read by Tools/checks/format.sh
                CHANGED_FILES_LIST="" ;;
            changed) ran+=("$(display_name "$verdict")") ;;
            step)
                if [[ "$verdict" == run ]]; then RUN_STEPS+=("$name")
                else printf '%sSKIP  %-*s  %s%s\n' "$DIM" "$NAME_WIDTH" "$name" "$reason" "$RESET"; fi ;;
            package)
                if [[ "$verdict" == run ]]; then RUN_PACKAGES+=("$name"); else skipped+=("$(display_name "$name")"); fi ;;
        esac
    done <"$out"
    if [[ ${#ran[@]} -gt 0 ]]; then echo "Changed packages: $(printf '%s, ' "${ran[@]}" | sed 's/, $//')."; fi
    if [[ ${#skipped[@]} -gt 0 ]]; then
        printf '%sSKIP  %-*s  %s%s\n' "$DIM" "$NAME_WIDTH" "${#skipped[@]} package(s)" \
            "depend on no changed package: $(printf '%s, ' "${skipped[@]}" | sed 's/, $//')" "$RESET"
    fi
    echo "Selected in $(seconds_since "$started") (nano-tools affected; package graph from SwiftPM, kept in .build-changed/)."
    return 0
}

# changed_dumps WORK NODE...: `swift package dump-package` of each package folder NODE, cached
# in .build-changed/<key>/; prints FOLDER=JSON for each dump that succeeded (a failed one is
# left out, so nano-tools can only place the change by running everything).
changed_dumps() {
    local work="$1" node key cache file runner=()
    shift
    key="$( { echo "$ROOT"; for node in "$@"; do echo "== $node"; cat -- "$(package_dir "$node")/Package.swift"; done; } \
        | sha256sum | cut -c1-16)"
    cache="$ROOT/.build-changed/$key"
    if [[ ! -d "$cache" ]]; then
        # Read afresh into the log folder; kept for later runs only when every manifest was read.
        local fresh="$work/manifests" failed=0
        mkdir -p "$fresh"
        command -v timeout >/dev/null 2>&1 && runner=(timeout --kill-after=10 "$TIMEOUT")
        for node in "$@"; do
            announce "reading the manifest of $(display_name "$node")"
            file="$fresh/$(slug "$node").json"
            (cd "$ROOT" && unset OLDPWD && export SHLVL=1 && exec ${runner[@]+"${runner[@]}"} \
                swift package --package-path "$(package_dir "$node")" dump-package) </dev/null >"$file" 2>>"$work/dump-package.log" \
                || { rm -f -- "$file"; failed=1; }
        done
        if [[ "$failed" == 0 ]]; then
            rm -rf -- "$ROOT/.build-changed" && mkdir -p "$ROOT/.build-changed" && cp -R -- "$fresh" "$cache"
        else
            cache="$fresh"
        fi
    fi
    for node in "$@"; do
        file="$cache/$(slug "$node").json"
        [[ -s "$file" ]] && echo "$node=$file"
    done
    return 0
}

# harness_changed LOG LABEL FILE EXPECT: the harness step's plants (Tools/checks/harness.sh):
# changed_select with FILE planted as the one changed file, in a subshell. EXPECT is
# `everything` (every step and package selected) or `docs-only` (no package, the docs step, none
# of the steps that watch packages). Both are placed by their paths alone: no manifest is read.
# shellcheck disable=SC2031 # LOG_DIR is this shell's: the subshell below changes its own copy only
harness_changed() {
    local log="$1" label="$2" file="$3" expect="$4" list got steps
    mkdir -p "$LOG_DIR/harness/changed"
    list="$LOG_DIR/harness/changed/files"
    printf '%s\n' "$file" >"$list"
    got="$(
        export NANO_TEST_CHANGED_FILES="$list"
        LOG_DIR="$LOG_DIR/harness/changed"
        RUN_STEPS=(${STEPS[@]+"${STEPS[@]}"}) RUN_PACKAGES=(${PACKAGES[@]+"${PACKAGES[@]}"})
        changed_select HEAD >>"$log" 2>&1 || exit 1
        echo "steps: ${RUN_STEPS[*]-}; packages: ${#RUN_PACKAGES[@]}"
    )" || got="changed_select failed"
    echo "harness: $label -> $got" >>"$log"
    steps="${got#steps: }" && steps=" ${steps%%;*} "
    case "$expect" in
        everything) [[ "$got" == "steps: ${STEPS[*]}; packages: ${#PACKAGES[@]}" ]] && return 0 ;;
        docs-only) [[ "$got" == *"; packages: 0" && "$steps" == *" docs "* && "$steps" != *" web "* \
            && "$steps" != *" tsan "* && "$steps" != *" architecture "* ]] && return 0 ;;
    esac
    echo "error: [harness] $label: expected $expect, got: $got" >>"$log"
    return 1
}
