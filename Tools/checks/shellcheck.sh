# Tools/checks/shellcheck.sh: the `shellcheck` step of Tools/test (sourced by it; not run alone).
# ShellCheck (Debian's package, installed by Tools/test's preflight: Tools/system-packages) at its
# default severity (style and up) over every shell script under Tools/ and .ci/ that git tracks or
# would add (untracked, not ignored), found by content, not by a list: a first line `#!...bash`
# or `#!...sh`, or, for a file that is sourced rather than run, a `# shellcheck shell=bash` line.
# One run over all of them from the repository root, so that a `source` of one of them is
# followed (`# shellcheck source=` paths are relative to the root); --norc, so that no
# .shellcheckrc outside the repo turns a check off. A finding that is right as written carries a
# `# shellcheck disable=SCxxxx` on its command, saying why.
# Fails closed: shellcheck missing, a listed path that is not a readable file, no script found, or
# any finding or error is a failure. The harness step runs shell_lint_in on a planted repository
# to prove it.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_shellcheck() { echo "shellcheck over every bash script in Tools/ and .ci/ (found by #! or '# shellcheck shell=')"; }

# --changed (Tools/lib/changed.sh): the scripts it reads are under Tools/ and .ci/, and a change
# there runs everything; so it declares no input.
watch_shellcheck() { :; }

step_shellcheck() { shell_lint_in "$1" "$ROOT" shellcheck; }

# shellcheck source=Tools/lib/lint-inputs.sh
source "$ROOT/Tools/lib/lint-inputs.sh"

# shell_scripts DIR: the paths (relative to the git repository DIR) of the shell scripts under
# Tools/ and .ci/, one a line; a path git lists that is not a readable file is listed too
# (lint_inputs then fails naming it). Fails when git or awk fails.
shell_scripts() {
    local dir="$1" listed file readable=()
    listed="$(cd "$dir" && git ls-files --cached --others --exclude-standard -- Tools .ci)" || return 1
    while IFS= read -r file; do
        [[ -n "$file" ]] || continue
        if [[ -f "$dir/$file" && -r "$dir/$file" ]]; then readable+=("$file"); else echo "$file"; fi
    done <<<"$listed"
    [[ ${#readable[@]} -gt 0 ]] || return 0
    (cd "$dir" && awk '
        FNR == 1 && /^#!/ { if (/^#![^ ]*(\/|env[ \t]+)(ba)?sh([ \t]|$)/) { print FILENAME; nextfile } }
        /^#[ \t]*shellcheck[ \t]+shell=(ba)?sh([ \t]|$)/ { print FILENAME; nextfile }
    ' "${readable[@]}")
}

# shell_lint_in LOG DIR TOOL: the step, on the git repository DIR with the shellcheck command TOOL.
# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
shell_lint_in() {
    local log="$1" dir="$2" tool="$3" out rc=0 findings
    lint_inputs "$log" shellcheck "$dir" "$tool" shell_scripts || return 1
    out="$log.shellcheck"
    : >"$out"
    run_logged "$out" "$dir" "$tool" --norc --format=gcc -- "${LINT_FILES[@]}" || rc=$?
    # gcc format, `PATH:LINE:COL: error|warning|note: MESSAGE [SCxxxx]`; those lines are marked
    # `[shellcheck] ` in the log (the excerpt Tools/test shows picks them).
    findings="$(grep -c -E '^[^ $].*:[0-9]+:[0-9]+: [a-z]+: ' "$out" || true)"
    sed -E '/^[^ $].*:[0-9]+:[0-9]+: [a-z]+: /s/^/[shellcheck] /' "$out" >>"$log"
    rm -f -- "$out"
    if [[ "$rc" -eq 0 && "$findings" -eq 0 ]]; then
        STEP_DETAIL="${#LINT_FILES[@]} scripts, no finding"; STEP_PASSED=1; return 0
    fi
    if [[ "$findings" -gt 0 ]]; then
        STEP_DETAIL="$findings finding(s); fix, or disable on the line saying why"
    else
        STEP_DETAIL="shellcheck failed (exit $rc)"
    fi
    STEP_FAILED=1; return 1
}
