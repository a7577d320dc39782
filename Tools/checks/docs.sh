# Tools/checks/docs.sh: the `docs` step of Tools/test (sourced by it; not run alone).
# Runs Tools/docs: every framework module's DocC documentation (its catalog and its doc
# comments) must build without a warning and merge into one site (.build-docs/site). It builds
# the modules once more in .build-docs/ (its own scratch folder: resolving each module as a root
# package in the shared one could prune the others' checkouts): about a minute and a half cold.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_docs() { echo "Tools/docs: DocC for every framework module, no warnings, merged into one site"; }

step_docs() {
    local log="$1" rc=0 built
    run_logged "$log" "$ROOT" "$ROOT/Tools/docs" || rc=$?
    built="$(grep -c '^ok  ' "$log" || true)"
    if [[ "$rc" -eq 0 ]]; then
        STEP_DETAIL="$built modules, no warnings; site in .build-docs/site"; STEP_PASSED=1; return 0
    fi
    STEP_DETAIL="$(grep -c '^      warning: ' "$log" || true) warning(s) or a module failed (see log)"
    STEP_FAILED=1; return 1
}
