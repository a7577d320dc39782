# Tools/lib/lint-inputs.sh: what the two lint steps of Tools/test share, the fail-closed reading
# of their inputs (sourced by Tools/checks/spelling.sh and Tools/checks/shellcheck.sh).
# shellcheck shell=bash

# lint_inputs LOG TAG DIR TOOL LISTER: the files a lint step checks, or its failure. Fails, with
# STEP_DETAIL and STEP_FAILED set and an `error: [TAG] ...` line in LOG, when the command TOOL is
# not installed, when `LISTER DIR` (a function printing paths relative to DIR, one a line) fails
# or prints none, or when a path it prints is not a readable file; otherwise sets LINT_FILES to
# the paths, sorted, each once.
# shellcheck disable=SC2034 # STEP_DETAIL and STEP_FAILED are the step's results, LINT_FILES this function's: their callers read them
lint_inputs() {
    local log="$1" tag="$2" dir="$3" tool="$4" lister="$5" listed file missing=()
    LINT_FILES=()
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "error: [$tag] $tool is not installed (Tools/system-packages names its package)" >>"$log"
        STEP_DETAIL="$tool not installed"; STEP_FAILED=1; return 1
    fi
    if ! listed="$("$lister" "$dir" 2>>"$log")"; then
        echo "error: [$tag] could not list the files to check (git ls-files, or reading a file's first line)" >>"$log"
        STEP_DETAIL="could not list the files"; STEP_FAILED=1; return 1
    fi
    mapfile -t LINT_FILES < <(printf '%s\n' "$listed" | grep -v '^$' | sort -u)
    for file in ${LINT_FILES[@]+"${LINT_FILES[@]}"}; do
        [[ -f "$dir/$file" && -r "$dir/$file" ]] || missing+=("$file")
    done
    if [[ ${#missing[@]} -gt 0 ]]; then
        for file in "${missing[@]}"; do echo "error: [$tag] listed by git but not a readable file: $file"; done >>"$log"
        STEP_DETAIL="${#missing[@]} file(s) not readable"; STEP_FAILED=1; return 1
    fi
    if [[ ${#LINT_FILES[@]} -eq 0 ]]; then
        echo "error: [$tag] no file to check" >>"$log"
        STEP_DETAIL="no file to check"; STEP_FAILED=1; return 1
    fi
}
