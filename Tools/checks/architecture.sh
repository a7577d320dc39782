# Tools/checks/architecture.sh: the `architecture` step of Tools/test (sourced by it; not run alone).
# Builds Tools/ArchitectureCheck in its own scratch folder (ARCH_SCRATCH, .build-architecture/:
# it shares no module with the other packages, so it runs beside them from the start, see
# Tools/lib/background.sh) and runs it on the repo: exit 0 no violations, 1 violations (listed in
# the log), anything else a checker error.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_architecture() { echo "Tools/ArchitectureCheck against docs/architecture.md (features isolated, layered, acyclic)"; }

# --changed (Tools/lib/changed.sh): the checker reads every package's manifest and sources and
# docs/architecture.md's layers and graph.
watch_architecture() { printf '%s\n' any-package path:docs/architecture.md; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_architecture() {
    local log="$1" dir="$ROOT/Tools/ArchitectureCheck" bin rc=0 scratch=()
    mapfile -t scratch < <(package_scratch_args "$dir")
    if ! run_logged "$log" "$ROOT" swift build --package-path "$dir" --product architecture-check ${scratch[@]+"${scratch[@]}"}; then
        STEP_DETAIL="checker build failed"; STEP_FAILED=1; return 1
    fi
    bin="$(cd "$ROOT" && unset OLDPWD && export SHLVL=1 && swift build --package-path "$dir" --show-bin-path ${scratch[@]+"${scratch[@]}"} 2>>"$log" </dev/null)/architecture-check"
    run_logged "$log" "$ROOT" "$bin" "$ROOT" || rc=$?
    case "$rc" in
        0) STEP_DETAIL="no violations"; STEP_PASSED=1; return 0 ;;
        1) STEP_DETAIL="$(sed -n 's/^architecture check: .*, \([0-9][0-9]*\) violation(s)$/\1 violation(s)/p' "$log" | tail -n 1)"
           STEP_DETAIL="${STEP_DETAIL:-violations}"; STEP_FAILED=1; return 1 ;;
        *) STEP_DETAIL="checker error (exit $rc)"; STEP_FAILED=1; return 1 ;;
    esac
}
