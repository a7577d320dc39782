# Tools/checks/scaffold.sh: the `scaffold` step of Tools/test (sourced by it; not run alone).
# The scaffolder must keep producing a feature that passes its own tests (Modules/Contract/Sources/NanoContract/NanoContract.docc/WritingAFeature.md
# relies on it): copy the repo's files (tracked and untracked, not ignored: no build folders) to a
# temporary folder, run `Tools/new-feature Probe` there (with this run's nano-tools, built by
# build_nano_tools; it builds Probe in its own scratch folder to record the snapshot reference:
# Navigation and its dependencies once more, about 2-3 minutes on 2 cores), check that it
# added "Probe" to Package.swift's features list (and changed nothing else outside
# Features/Probe) and recorded the reference, and run
# `swift test --package-path Features/Probe` on that build; then Probe as a plugin in this
# checkout's plugin host (built first, by prepare_scaffold, in the step's place; the rest runs
# beside the other steps, see Tools/lib/background.sh). The copy is deleted afterwards. NANO_SCAFFOLD_TIMEOUT: seconds for the test run (default 900).
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_scaffold() { echo "Tools/new-feature Probe in a temporary copy of the repo, its tests alone, then run as a plugin"; }

# --changed: the throwaway feature builds on the framework (every module and interface), runs in
# the plugin host (App/nvc-host on App/Framework) with the SignUp and Home plugins; the template
# and the scaffolder are under Tools/. Other features are not built by it.
watch_scaffold() {
    printf '%s\n' 'package:Modules/*' 'package:Interfaces/*' package:App/Framework package:Features/SignUp \
        package:Features/Home path:App/
}

# prepare_scaffold LOG: in the step's place, what the step needs from this run's shared folder:
# nano-tools, and the plugin host with the SignUp and Home plugins (Tools/plugin-host,
# Tools/build-plugin --against it; the root package's tests load the same ones later, built
# once). The rest of the step builds in a copy of its own, so Tools/test runs it beside the
# other steps and packages (Tools/lib/background.sh); it only runs the host and reads its
# folder. Sets SCAFFOLD_HOST and SCAFFOLD_PLUGINS (--plugin PATH pairs).
# shellcheck disable=SC2034 # STEP_DETAIL and STEP_FAILED are the step's results: run_step (Tools/test) reads them
prepare_scaffold() {
    local log="$1" name plugin scratch=()
    SCAFFOLD_HOST="" SCAFFOLD_PLUGINS=()
    # The scaffolder's wiring is nano-tools' (Tools/NanoTools), built here in this run's scratch
    # folder and handed over, so the copy does not compile swift-argument-parser again.
    if ! build_nano_tools "$log"; then
        STEP_DETAIL="nano-tools (Tools/NanoTools) did not build"; STEP_FAILED=1; return 1
    fi
    mapfile -t scratch < <(package_scratch_args "$ROOT")
    forget_build_plan
    SCAFFOLD_HOST="$(cd "$ROOT" && Tools/plugin-host ${scratch[@]+"${scratch[@]}"} 2>>"$log" | tail -n 1)" || SCAFFOLD_HOST=""
    if [[ ! -x "$SCAFFOLD_HOST" ]]; then
        STEP_DETAIL="Probe: Tools/plugin-host failed"; STEP_FAILED=1; return 1
    fi
    for name in SignUp Home; do
        plugin="$(cd "$ROOT" && Tools/build-plugin "Features/$name" ${scratch[@]+"${scratch[@]}"} \
            --against "$(dirname -- "$SCAFFOLD_HOST")" 2>>"$log" | tail -n 1)" || plugin=""
        if [[ ! -f "$plugin" ]]; then
            STEP_DETAIL="Probe: Tools/build-plugin Features/$name failed"; STEP_FAILED=1; return 1
        fi
        SCAFFOLD_PLUGINS+=(--plugin "$plugin")
    done
}

step_scaffold() {
    local log="$1" copy rc=0
    copy="$(mktemp -d "${TMPDIR:-/tmp}/nano-scaffold.XXXXXX")"
    # shellcheck disable=SC2064 # expand now: an interrupted run must still remove this copy.
    trap "rm -rf -- '$copy'" EXIT
    scaffold_in "$copy" "$log" || rc=$?
    rm -rf -- "$copy"
    trap - EXIT
    return "$rc"
}

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
scaffold_in() {
    local copy="$1" log="$2" rc=0 total failed reported
    if ! (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
            | tar --null --files-from=- --ignore-failed-read -cf - | tar -C "$copy" -xf -) >>"$log" 2>&1; then
        STEP_DETAIL="could not copy the repo (git ls-files)"; STEP_FAILED=1; return 1
    fi
    # TMPDIR inside the copy: SwiftPM leaves lock files named after the scratch folder there.
    mkdir -p "$copy/.tmp"
    # The scaffolder records Probe's snapshot reference by building Probe; the tests below reuse
    # that build.
    run_logged "$log" "$copy" env TMPDIR="$copy/.tmp" NANO_TOOLS="$NANO_TOOLS_BIN" \
        Tools/new-feature --scratch-path "$copy/.build-probe" Probe || rc=$?
    if [[ "$rc" -ne 0 ]]; then
        STEP_DETAIL="Tools/new-feature Probe failed (exit $rc)"; STEP_FAILED=1; return 1
    fi
    # One line outside the feature's folder: "Probe", in Package.swift; nothing else changed
    # (the FeatureList build plugin lists ProbePlugin() in the app from that line). The step runs
    # behind `||`, so a diff that finds differences does not stop it.
    local manifest_change
    manifest_change="$(diff "$ROOT/Package.swift" "$copy/Package.swift" | grep '^[<>]' | tr -d ' ')"
    if [[ "$manifest_change" != '>"Probe",' ]] || ! diff -rq -x Package.resolved -x ".build*" "$ROOT/App" "$copy/App" >>"$log"; then
        echo "error: Tools/new-feature changed more than the one line \"Probe\", in Package.swift outside Features/Probe: $manifest_change" >>"$log"
        STEP_DETAIL="wiring is not the one Package.swift line"; STEP_FAILED=1; return 1
    fi
    if [[ ! -s "$copy/Features/Probe/Tests/ProbeFeatureTests/__Snapshots__/ProbeSnapshotTests/everyState.1.txt" ]]; then
        echo "error: Tools/new-feature did not record Probe's snapshot reference" >>"$log"
        STEP_DETAIL="snapshot reference not recorded"; STEP_FAILED=1; return 1
    fi
    local pngs
    pngs="$(find "$copy/Features/Probe/Tests/ProbeFeatureTests/__Snapshots__/ProbeSnapshotTests/everyState.pixels" \
        -name '*.png' 2>/dev/null | wc -l)"
    if [[ "$pngs" -ne 9 ]]; then
        echo "error: Tools/new-feature recorded $pngs pixel references for Probe, not 9 (3 states x 3 widths)" >>"$log"
        STEP_DETAIL="pixel references not recorded ($pngs of 9)"; STEP_FAILED=1; return 1
    fi
    TMPDIR="$copy/.tmp" TIMEOUT="${NANO_SCAFFOLD_TIMEOUT:-900}" run_swift_tests "$log" "$copy" "$LOG_DIR/scaffold" \
        --package-path Features/Probe --scratch-path "$copy/.build-probe" || rc=$?
    read -r total failed _ reported <<<"$(xunit_counts "$LOG_DIR/scaffold")"
    if [[ "$rc" -eq 0 && "$failed" -eq 0 && "$total" -gt 0 ]]; then
        # The team workflow (Modules/Contract/Sources/NanoContract/NanoContract.docc/WritingAFeature.md): the new feature built alone as a plugin
        # runs in an app host built before it existed (this checkout's, which has no Probe).
        if plugin_workflow "$copy" "$log"; then
            STEP_DETAIL="Probe: $total tests passed; runs as a plugin in a host built without it; Tools/dev rebuilds an edit"; STEP_PASSED=1
            return 0
        fi
        STEP_FAILED=1; return 1
    fi
    if [[ "$rc" -eq 124 || "$rc" -eq 137 ]]; then STEP_DETAIL="Probe: timed out (${NANO_SCAFFOLD_TIMEOUT:-900}s)"
    elif [[ "$failed" -gt 0 ]]; then STEP_DETAIL="Probe: $failed of $total failed"
    elif [[ "$reported" -eq 0 ]]; then STEP_DETAIL="Probe: build failed or the tests crashed"
    else STEP_DETAIL="Probe: swift test exit $rc"; fi
    STEP_FAILED=1
    return 1
}

# plugin_workflow COPY LOG: builds COPY's Features/Probe with Tools/build-plugin against this
# checkout's host (--against) and opens nvc://probe, after signing up, in this checkout's plugin
# host with this checkout's SignUp and Home plugins (prepare_scaffold built them, in the folder
# the root package builds in, where its tests' plugins are built too): a host and plugins built
# before Probe existed.
# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
plugin_workflow() {
    local copy="$1" log="$2" host="$SCAFFOLD_HOST" library out others=("${SCAFFOLD_PLUGINS[@]}")
    # As a feature team builds it: against the framework library of that host (`--against`), so
    # the copy compiles Probe's module and entry only, in the folder of Probe's tests, where
    # Probe's dependencies are compiled already (the copy's sources equal this checkout's, which
    # build-plugin checks). That folder's build plan is the Probe package's, and SwiftPM would
    # reuse it for the copy's root package (it keeps one plan per folder, whatever the root), so
    # it is dropped first: this step's own economy, which the tools never need, as each of their
    # folders only ever sees the root package.
    rm -f -- "$copy/.build-probe"/*/debug/description.json
    library="$(cd "$copy" && env TMPDIR="$copy/.tmp" Tools/build-plugin Features/Probe --scratch-path "$copy/.build-probe" \
        --against "$(dirname -- "$host")" 2>>"$log" | tail -n 1)" \
        || { STEP_DETAIL="Probe: Tools/build-plugin Features/Probe failed"; return 1; }
    out="$LOG_DIR/scaffold-plugin.json"
    printf 'type name Ada\ntype email ada@example.com\ntap submit\n' \
        | "$host" "${others[@]}" --plugin "$library" open nvc://probe --ephemeral --json --script - >"$out" 2>>"$log" \
        || { STEP_DETAIL="Probe: the plugin host could not open nvc://probe (see $out)"; return 1; }
    grep -q '"scene" : "ProbeScene"' "$out" \
        || { STEP_DETAIL="Probe: nvc://probe as a plugin did not show ProbeScene (see $out)"; return 1; }
    echo "plugin: $library opened nvc://probe in $host" >>"$log"
    # The team's edit loop (Tools/dev): an edit to the scene's title, one fast rebuild, and the
    # same host shows the new title.
    local scene="$copy/Features/Probe/Sources/ProbeFeature/ProbeScene.swift"
    sed -i 's/ControllerConfig(title: "\([^"]*\)")/ControllerConfig(title: "\1 edited")/' "$scene"
    grep -q 'title: "[^"]* edited"' "$scene" || { STEP_DETAIL="Probe: no scene title to edit in $scene"; return 1; }
    (cd "$copy" && env TMPDIR="$copy/.tmp" Tools/dev Probe --once --scratch-path "$copy/.build-probe" >>"$log" 2>&1) \
        || { STEP_DETAIL="Probe: Tools/dev Probe --once failed"; return 1; }
    # shellcheck disable=SC2015 # the message is for either failure: the host's, or no edited title in what it showed
    printf 'type name Ada\ntype email ada@example.com\ntap submit\n' \
        | "$host" "${others[@]}" --plugin "$library" open nvc://probe --ephemeral --script - >"$out.edited" 2>>"$log" \
        && grep -q ' edited' "$out.edited" \
        || { STEP_DETAIL="Probe: after Tools/dev's rebuild the host did not show the edited title (see $out.edited)"; return 1; }
    echo "dev: Tools/dev Probe --once rebuilt $library; the host showed the edited title" >>"$log"
}
