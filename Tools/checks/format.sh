# Tools/checks/format.sh: the `format` step of Tools/test (sourced by it; not run alone).
# `swift format lint --strict` over every Swift file git tracks, with the repo's .swift-format.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_format() { echo "swift format lint (toolchain swift-format, .swift-format) over every tracked Swift file"; }

# --changed: any Swift file (the linter's configuration, .swift-format, is outside every package,
# so a change to it runs everything).
watch_format() { echo suffix:.swift; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_format() {
    local log="$1" rc=0 files=() count scope=""
    if [[ -n "${CHANGED_FILES_LIST:-}" ]]; then
        # --changed, not running everything: a finding belongs to its file, so the changed Swift
        # files alone, tracked or not (a change to .swift-format runs everything).
        scope="changed "
        mapfile -t files < <(cd "$ROOT" && while IFS= read -r file; do
            if [[ "$file" == *.swift && -f "$file" ]]; then echo "$file"; fi; done <"$CHANGED_FILES_LIST")
    else
        mapfile -t files < <(cd "$ROOT" && git ls-files '*.swift')
    fi
    if [[ ${#files[@]} -eq 0 ]]; then
        STEP_DETAIL="no ${scope:-tracked }Swift files"; STEP_PASSED=1; return 0
    fi
    run_logged "$log" "$ROOT" swift format lint --strict --parallel "${files[@]}" || rc=$?
    count="$(grep -c ': warning: \|: error: ' "$log" || true)"
    if [[ "$rc" -eq 0 && "$count" -eq 0 ]]; then
        STEP_DETAIL="${#files[@]} ${scope}files clean"; STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="$count finding(s); fix with: swift format -i <file>"; STEP_FAILED=1; return 1
}
