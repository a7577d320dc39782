# Tools/checks/docs.sh: the `docs` step of Tools/test (sourced by it; not run alone).
# Runs Tools/docs: every framework module's DocC documentation (its catalog and its doc
# comments) must build without a warning and merge into one site (.build-docs/site). It builds
# in the shared scratch folder (Tools/test has resolved every package there already, so no
# resolution prunes another's checkouts): the modules compile once for the docs and the
# packages' tests (the docs' builds use the same flags), plus DocC's own snippet tool.
# Then `Tools/bench --check-docs`: the benchmark tables of docs/performance.md must be the ones
# docs/benchmarks.json renders to, and every row's ratio and met/not met must follow from its
# numbers (about a second: Tools/bench execs this run's nano-tools, passed as NANO_TOOLS, whose
# `bench` is the driver and reads the results through Tools/BenchReport).
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_docs() { echo "Tools/docs: DocC for every framework module, no warnings, merged into one site"; }

# --changed: every framework module's DocC (its sources and catalog, and what they depend on),
# docs/ (performance.md's tables, benchmarks.json) and Markdown anywhere.
watch_docs() { printf '%s\n' 'package:Modules/*' path:docs/ suffix:.md; }

# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
step_docs() {
    local log="$1" rc=0 tables=0 built
    local where=()
    [[ ${#SCRATCH_ARGS[@]} -eq 2 ]] && where=(--scratch-path "${SCRATCH_ARGS[1]}" --output "$ROOT/.build-docs/site")
    run_logged "$log" "$ROOT" "$ROOT/Tools/docs" ${where[@]+"${where[@]}"} || rc=$?
    built="$(grep -c '^ok  ' "$log" || true)"
    forget_build_plan
    run_logged "$log" "$ROOT" env NANO_TOOLS="$NANO_TOOLS_BIN" "$ROOT/Tools/bench" --check-docs || tables=$?
    if [[ "$rc" -eq 0 && "$tables" -eq 0 ]]; then
        STEP_DETAIL="$built modules, no warnings; benchmark tables match; site in .build-docs/site"
        STEP_PASSED=1; return 0
    fi
    if [[ "$rc" -ne 0 ]]; then
        STEP_DETAIL="$(grep -c '^      warning: ' "$log" || true) warning(s) or a module failed (see log)"
    else
        STEP_DETAIL="docs/performance.md's benchmark tables differ from docs/benchmarks.json (see log)"
    fi
    STEP_FAILED=1; return 1
}
