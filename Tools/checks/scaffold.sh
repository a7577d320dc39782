# Tools/checks/scaffold.sh: the `scaffold` step of Tools/test (sourced by it; not run alone).
# The scaffolder must keep producing a feature that passes its own tests (Modules/Contract/Sources/NanoContract/NanoContract.docc/WritingAFeature.md
# relies on it). In the step's place (prepare_scaffold, in the shared folder): nano-tools, the
# plugin host with the SignUp and Home plugins; then a copy of the repo's files (tracked and
# untracked, not ignored) where `Tools/new-feature --no-record Probe` runs (with this run's
# nano-tools), checked to add "Probe" to Package.swift's features list and change nothing else
# outside Features/Probe; then the generated package, copied to <checkout>/.build-scaffold.XXXXXX/Probe
# (as deep as Features/Probe, so its `../../Modules/...` are this checkout's), records its
# references (Tools/lib/record-references.sh, what new-feature runs) in the shared folder, where
# the framework is compiled already: the copy would compile it all once more. The rest runs beside
# the other steps and packages (Tools/lib/background.sh): Probe's test bundle, run by itself, then
# Probe as a plugin, built in the copy against this checkout's host, and Tools/dev's rebuild of an
# edit. The folder is deleted afterwards. NANO_SCAFFOLD_TIMEOUT: seconds for the test run (default 900).
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

# shellcheck source=Tools/lib/record-references.sh disable=SC2153 # ROOT is Tools/test's, which sources this file
source "$ROOT/Tools/lib/record-references.sh"

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
    SCAFFOLD_DIR="$(mktemp -d "$ROOT/.build-scaffold.XXXXXX")"
    scaffold_generate "$log" || { rm -rf -- "$SCAFFOLD_DIR"; return 1; }
}

# scaffold_generate LOG: in SCAFFOLD_DIR, the copy (copy/) with Probe generated and wired, and
# Probe's package (Probe/) with its references recorded and its tests built in this run's
# shared folder. Sets SCAFFOLD_BUNDLE, the test bundle's path.
# shellcheck disable=SC2034 # STEP_DETAIL and STEP_FAILED are the step's results: run_step (Tools/test) reads them
scaffold_generate() {
    local log="$1" copy="$SCAFFOLD_DIR/copy" probe="$SCAFFOLD_DIR/Probe" rc=0 failure pngs scratch=()
    mkdir -p "$copy/.tmp"
    if ! (cd "$ROOT" && git ls-files -z --cached --others --exclude-standard \
            | tar --null --files-from=- --ignore-failed-read -cf - | tar -C "$copy" -xf -) >>"$log" 2>&1; then
        STEP_DETAIL="could not copy the repo (git ls-files)"; STEP_FAILED=1; return 1
    fi
    # TMPDIR inside the copy: SwiftPM leaves lock files named after the scratch folder there.
    run_logged "$log" "$copy" env TMPDIR="$copy/.tmp" NANO_TOOLS="$NANO_TOOLS_BIN" \
        Tools/new-feature --no-record Probe || rc=$?
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
    cp -a -- "$copy/Features/Probe" "$probe"
    mapfile -t scratch < <(package_scratch_args "$probe")
    forget_build_plan
    echo "\$ record_references $probe (Tools/lib/record-references.sh)" >>"$log"
    if ! failure="$(record_references "$ROOT" "$probe" Probe "$log" ${scratch[@]+"${scratch[@]}"})"; then
        echo "error: Probe: $failure" >>"$log"
        STEP_DETAIL="Probe: $failure"; STEP_FAILED=1; return 1
    fi
    pngs="$(find "$probe/Tests/ProbeFeatureTests/__Snapshots__/ProbeSnapshotTests/everyState.pixels" \
        -name '*.png' 2>/dev/null | wc -l)"
    if [[ "$pngs" -ne 9 ]]; then
        echo "error: recorded $pngs pixel references for Probe, not 9 (3 states x 3 widths)" >>"$log"
        STEP_DETAIL="pixel references not recorded ($pngs of 9)"; STEP_FAILED=1; return 1
    fi
    # Every target, tests included (the recording built what its filter runs).
    run_logged "$log" "$ROOT" swift build --package-path "$probe" --build-tests ${scratch[@]+"${scratch[@]}"} || {
        STEP_DETAIL="Probe: its tests did not build"; STEP_FAILED=1; return 1; }
    SCAFFOLD_BUNDLE="$(test_bundle "$probe" "$log" ${scratch[@]+"${scratch[@]}"})" || {
        STEP_DETAIL="Probe: test bundle not found (nano-tools test-targets --name)"; STEP_FAILED=1; return 1; }
}

step_scaffold() {
    local log="$1" rc=0
    # shellcheck disable=SC2064 # expand now: an interrupted run must still remove the folder.
    trap "rm -rf -- '$SCAFFOLD_DIR'" EXIT
    scaffold_test "$SCAFFOLD_DIR" "$log" || rc=$?
    rm -rf -- "$SCAFFOLD_DIR"
    trap - EXIT
    return "$rc"
}

# scaffold_test DIR LOG: Probe's test bundle, run by itself as `swift test --parallel` runs it
# (the shared folder's lock is not held: the packages build there meanwhile), then the plugin
# workflow in the copy.
# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
scaffold_test() {
    local dir="$1" log="$2" rc=0 total failed reported report="$LOG_DIR/scaffold"
    rm -f -- "$report.xml" "$report-swift-testing.xml"
    # Its snapshot tests write no pixel pages into the web step's collection.
    TIMEOUT="${NANO_SCAFFOLD_TIMEOUT:-900}" run_logged "$log" "$dir/Probe" env -u NANO_PIXEL_PAGES \
        "$SCAFFOLD_BUNDLE" --testing-library swift-testing --parallel --xunit-output "$report-swift-testing.xml" || rc=$?
    read -r total failed _ reported <<<"$(xunit_counts "$report")"
    if [[ "$rc" -eq 0 && "$failed" -eq 0 && "$total" -gt 0 ]]; then
        # The team workflow (Modules/Contract/Sources/NanoContract/NanoContract.docc/WritingAFeature.md): the new feature built alone as a plugin
        # runs in an app host built before it existed (this checkout's, which has no Probe).
        if plugin_workflow "$dir/copy" "$log"; then
            STEP_DETAIL="Probe: $total tests passed; runs as a plugin in a host built without it; Tools/dev rebuilds an edit"; STEP_PASSED=1
            return 0
        fi
        STEP_FAILED=1; return 1
    fi
    if [[ "$rc" -eq 124 || "$rc" -eq 137 ]]; then STEP_DETAIL="Probe: timed out (${NANO_SCAFFOLD_TIMEOUT:-900}s)"
    elif [[ "$failed" -gt 0 ]]; then STEP_DETAIL="Probe: $failed of $total failed"
    elif [[ "$reported" -eq 0 ]]; then STEP_DETAIL="Probe: the tests crashed"
    else STEP_DETAIL="Probe: its test bundle exited $rc"; fi
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
    # the copy compiles Probe's module and what it imports (not the framework library, nor what
    # Probe's tests and preview need), in a folder of its own.
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
