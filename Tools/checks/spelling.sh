# Tools/checks/spelling.sh: the `spelling` step of Tools/test (sourced by it; not run alone).
# codespell (Debian's package, installed by Tools/test's preflight: Tools/system-packages) over the
# text the project writes, every file git tracks or would add (untracked, not ignored): each Swift,
# Markdown (READMEs, docs/, DocC articles), Python, shell, C, JavaScript and CSS file and template
# (*.tmpl), and each script without an extension, found by its `#!` line. Not checked: fuzz
# corpora (Tools/Fuzz/corpus*/, Tools/Fuzz/campaign/), snapshot references (__Snapshots__/*.txt,
# PNGs), JSON data and recordings: files of no kind above. The words that are right here and the
# text that is not prose are in .codespellrc, each with why.
# Fails closed: codespell missing, a listed path that is not a readable file, a file codespell
# skips (binary) or cannot read as UTF-8, no .codespellrc, or no file at all is a failure. The
# harness step runs spelling_in on a planted repository to prove it.
# A step appends everything it prints to its LOG (use run_logged), sets STEP_DETAIL (a few words
# for the summary line) and STEP_PASSED / STEP_FAILED, and returns 0 on success, 1 on failure.
# shellcheck shell=bash

about_spelling() { echo "codespell (.codespellrc) over tracked sources, docs and scripts; not corpora or snapshots"; }

step_spelling() { spelling_in "$1" "$ROOT" codespell; }

# shellcheck source=Tools/lib/lint-inputs.sh
source "$ROOT/Tools/lib/lint-inputs.sh"

# spelling_files DIR: the paths (relative to the git repository DIR) of the files to check, one a
# line; a path git lists that is not a readable file is listed too (lint_inputs then fails naming
# it). Fails when git or awk fails.
spelling_files() {
    local dir="$1" listed file unnamed=()
    (cd "$dir" && git ls-files --cached --others --exclude-standard -- \
        '*.swift' '*.md' '*.py' '*.sh' '*.tmpl' '*.c' '*.h' '*.js' '*.css') || return 1
    # Scripts without an extension (Tools/test, .ci/run, ...): the ones whose first line is `#!`.
    listed="$(cd "$dir" && git ls-files --cached --others --exclude-standard -- \
        ':(exclude)Tools/Fuzz/corpus*' ':(exclude)Tools/Fuzz/campaign')" || return 1
    while IFS= read -r file; do
        [[ -n "$file" && "${file##*/}" != *.* ]] || continue
        if [[ -f "$dir/$file" && -r "$dir/$file" ]]; then unnamed+=("$file"); else echo "$file"; fi
    done <<<"$listed"
    [[ ${#unnamed[@]} -gt 0 ]] || return 0
    (cd "$dir" && awk 'FNR == 1 { if (/^#!/) print FILENAME; nextfile }' "${unnamed[@]}")
}

# spelling_in LOG DIR TOOL: the step, on the git repository DIR with the codespell command TOOL.
# shellcheck disable=SC2034 # STEP_DETAIL, STEP_PASSED and STEP_FAILED are the step's results: run_step (Tools/test) reads them
spelling_in() {
    local log="$1" dir="$2" tool="$3" out rc=0 findings warnings
    lint_inputs "$log" spelling "$dir" "$tool" spelling_files || return 1
    if [[ ! -f "$dir/.codespellrc" || ! -r "$dir/.codespellrc" ]]; then
        echo "error: [spelling] cannot read $dir/.codespellrc" >>"$log"
        STEP_DETAIL="no readable .codespellrc"; STEP_FAILED=1; return 1
    fi
    # --quiet-level 0: codespell says so when it skips a file as binary or cannot read it as UTF-8
    # (both fail here); --check-hidden: a listed file whose name starts with a dot is checked too.
    out="$log.codespell"
    : >"$out"
    run_logged "$out" "$dir" "$tool" --config "$dir/.codespellrc" --quiet-level 0 --check-hidden -- "${LINT_FILES[@]}" || rc=$?
    # codespell prints `PATH:LINE: WORD ==> FIX`; those lines and its warnings are marked
    # `[spelling] ` in the log (the excerpt Tools/test shows picks them).
    findings="$(grep -c -E '^[^ $].*:[0-9]+: .+ ==> ' "$out" || true)"
    warnings="$(grep -c -E '^(WARNING|ERROR)' "$out" || true)"
    sed -E '/^[^ $].*:[0-9]+: .+ ==> |^(WARNING|ERROR)/s/^/[spelling] /' "$out" >>"$log"
    rm -f -- "$out"
    if [[ "$rc" -eq 0 && "$findings" -eq 0 && "$warnings" -eq 0 ]]; then
        STEP_DETAIL="${#LINT_FILES[@]} files, no misspelling"; STEP_PASSED=1; return 0
    fi
    if [[ "$findings" -gt 0 ]]; then
        STEP_DETAIL="$findings misspelling(s); fix, or say in .codespellrc why it is right"
    elif [[ "$warnings" -gt 0 ]]; then
        STEP_DETAIL="$warnings file(s) binary or not UTF-8 (see log)"
    else
        STEP_DETAIL="codespell failed (exit $rc)"
    fi
    STEP_FAILED=1; return 1
}
