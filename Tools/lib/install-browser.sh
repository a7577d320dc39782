#!/usr/bin/env bash
# Tools/lib/install-browser.sh: what the browser tests (Tests/Web, the `web` step of Tools/test)
# need on a fresh Debian 12 machine, installed by the project itself and only when missing:
#
#   - Debian's `chromium` and `fonts-dejavu-core` (the `web` rows of Tools/system-packages,
#     installed by Tools/lib/system-packages.sh only when one is missing). Playwright drives /usr/bin/chromium: it never downloads
#     a browser (`playwright install` is not used and would fail here).
#   - the Python packages pinned in Tests/Web/requirements.txt (Playwright, Pillow and their
#     dependencies, exact versions, binary wheels only) in a virtual environment,
#     .build-web/venv (git-ignored through `.build-*/`), so the system Python stays as it is.
#     A stamp file records the requirements and the Python the venv was made with; while both
#     are the same and the packages import, nothing is reinstalled.
#
#   Tools/lib/install-browser.sh          install what is missing; prints one line per part
#
# Prints what it did (or found), then the venv's python as its last line. Fails (non-zero,
# with the reason on stderr) when anything cannot be installed or does not work afterwards:
# never a half-ready machine reported as ready. Two runs at once wait for each other (flock).
# Environment: NANO_WEB_PYTHON, the python that creates the venv (default python3).
# The Python here is the browser tests' and the web benchmark's own (Playwright, which has no
# Swift client, and WebSocket clients): what they measure and check, not tool logic, which is
# Swift (Tools/NanoTools, Tools/BenchReport).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd -P)"
out="$root/.build-web"
venv="$out/venv"
requirements="$root/Tests/Web/requirements.txt"
chromium=/usr/bin/chromium
python="${NANO_WEB_PYTHON:-python3}"

say() { echo "install-browser: $*"; }
fail() { echo "install-browser: error: $*" >&2; exit 1; }
now() { date +%s.%N; }
# since TIME: the seconds since TIME (from `now`), rounded to a tenth: `12.3s`.
since() {
    local a="${1%%.*}" b f tenths
    f="${1#"$a"}"; f="${f#.}00"; a=$((10#$a * 100 + 10#${f:0:2}))
    b="$(now)"; f="${b#*.}00"; b=$((10#${b%%.*} * 100 + 10#${f:0:2}))
    tenths=$(((b - a + 5) / 10))
    printf '%d.%ds' $((tenths / 10)) $((tenths % 10))
}

mkdir -p "$out"
exec 9>"$out/install.lock"
flock 9

# ---- Debian packages ---------------------------------------------------------------------------
# The table in Tools/system-packages names them (its `web` rows); system-packages.sh installs
# the missing ones (apt-get update first, --no-install-recommends) or stops naming them.
# shellcheck source=Tools/lib/system-packages.sh
source "$root/Tools/lib/system-packages.sh"
mapfile -t apt_packages < <(syspkg_for web)
[[ ${#apt_packages[@]} -gt 0 ]] || fail "Tools/system-packages names no package for the web step"
start="$(now)"
syspkg_ensure "${apt_packages[@]}" || fail "the browser's Debian packages are missing (above)"
say "apt: ${apt_packages[*]} present ($(since "$start"))"
[[ -x "$chromium" ]] || fail "$chromium is missing although the chromium package is installed"
version="$("$chromium" --version 2>/dev/null)" || fail "$chromium --version failed"
say "browser: $version ($chromium)"

# ---- Python packages ---------------------------------------------------------------------------
[[ -f "$requirements" ]] || fail "$requirements is missing"
command -v "$python" >/dev/null || fail "no $python to create the venv with (set NANO_WEB_PYTHON)"
python_version="$("$python" -c 'import sys; print(sys.version.split()[0])')"
stamp="$out/venv.stamp"
wanted_stamp="python $python_version; requirements $(sha256sum "$requirements" | cut -d' ' -f1)"

venv_ready() {
    [[ -x "$venv/bin/python" && -f "$stamp" && "$(cat "$stamp")" == "$wanted_stamp" ]] \
        && "$venv/bin/python" -c 'import playwright.sync_api, PIL.Image' 2>/dev/null
}

if venv_ready; then
    say "venv: ${venv#"$root"/} up to date (python $python_version)"
else
    start="$(now)"
    rm -f "$stamp"
    # A venv from another Python (or a broken one) is made anew; a current one is reused.
    if [[ -x "$venv/bin/python" ]] && [[ "$("$venv/bin/python" -c 'import sys; print(sys.version.split()[0])' 2>/dev/null || true)" == "$python_version" ]]; then
        created="reused"
    else
        rm -rf "$venv"
        "$python" -m venv "$venv" || fail "'$python -m venv $venv' failed (Debian: apt-get install python3-venv)"
        created="created"
    fi
    pip_log="$out/pip.log"
    if ! "$venv/bin/python" -m pip install --disable-pip-version-check --no-input --only-binary=:all: \
            -r "$requirements" >"$pip_log" 2>&1; then
        tail -n 30 "$pip_log" >&2; fail "pip install -r ${requirements#"$root"/} failed (log: $pip_log)"
    fi
    "$venv/bin/python" -c 'import playwright.sync_api, PIL.Image' \
        || fail "the venv's packages do not import after pip install (log: $pip_log)"
    echo "$wanted_stamp" >"$stamp"
    pins="$(grep -E '^[A-Za-z0-9_.-]+==' "$requirements" | tr '\n' ' ')"
    say "venv: $created ${venv#"$root"/} (python $python_version), pip installed ${pins% } in $(since "$start")"
fi
echo "$venv/bin/python"
