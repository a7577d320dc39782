#!/usr/bin/env bash
# Tools/lib/system-packages.sh: the Debian packages Nano's scripts need, from the table in
# Tools/system-packages, installed when missing (as root, with apt-get) or named in one line.
#
#   Tools/lib/system-packages.sh ensure [NAME...]   install what the named steps or packages need
#                                                   (every line of the table without a NAME)
#   Tools/lib/system-packages.sh list               the table: package, what it provides, who needs it
#
# Sourced (by Tools/test, Tools/lib/plugin-build.sh and Tools/lib/install-browser.sh) it defines:
#   syspkg_ensure PACKAGE...      installs the missing packages; fails with one line when it cannot
#   syspkg_for NAME...            the packages whose "needed by" names one of NAME (a step, `root`,
#                                 `plugin-host`), one a line
#   syspkg_check_links CLANG -lX... checks that the linker finds every library a link command
#                                 names; a missing one is installed from the package the table says
#                                 provides it, and a library no line provides fails the link here,
#                                 in one line, before the linker does
# All of them print errors as `system-packages: error: ...` on stderr and return non-zero.
# shellcheck shell=bash

SYSPKG_TABLE="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd -P)/system-packages"

syspkg_error() { echo "system-packages: error: $*" >&2; }

# syspkg_rows: the table's rows as "package provides needed-by", one a line.
syspkg_rows() {
    [[ -r "$SYSPKG_TABLE" ]] || { syspkg_error "cannot read $SYSPKG_TABLE"; return 1; }
    awk '!/^[[:space:]]*(#|$)/ { print $1, $2, $3 }' "$SYSPKG_TABLE"
}

syspkg_installed() { [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]; }

# syspkg_present PROVIDES: whether what a row provides is on the machine (lib:NAME, a library
# the linker finds; file:PATH, a file), whichever way it came.
syspkg_present() {
    case "$1" in
        lib:*) syspkg_library_found "${1#lib:}" ;;
        file:*) [[ -e "${1#file:}" ]] ;;
        *) return 1 ;;
    esac
}

# syspkg_library_found NAME [CLANG]: whether the linker finds libNAME.so or libNAME.a on its own
# search path (clang prints the bare name when it finds nothing).
syspkg_library_found() {
    local clang="${2:-clang}" file
    command -v "$clang" >/dev/null 2>&1 || clang=cc
    for file in "lib$1.so" "lib$1.a"; do
        [[ "$("$clang" -print-file-name="$file" 2>/dev/null)" == /* ]] && return 0
    done
    return 1
}

syspkg_for() {
    local wanted=" $* " package provides needs name
    while read -r package provides needs; do
        IFS=, read -r -a needs <<<"$needs"
        for name in "${needs[@]}"; do
            if [[ "$wanted" == *" $name "* ]]; then echo "$package"; break; fi
        done
    done < <(syspkg_rows)
}

# syspkg_ensure PACKAGE...: a package counts as there when dpkg has it or what its row provides
# is already on the machine. The rest are installed with one `apt-get update` and one
# `apt-get install` (as root), each checked afterwards.
syspkg_ensure() {
    local package provides needs missing=() apt_log
    local -A row=()
    while read -r package provides needs; do row["$package"]="$provides"; done < <(syspkg_rows)
    for package in "$@"; do
        [[ -n "${row[$package]+set}" ]] || { syspkg_error "$package is not in ${SYSPKG_TABLE#"$PWD"/}"; return 1; }
        syspkg_installed "$package" || syspkg_present "${row[$package]}" || missing+=("$package")
    done
    [[ ${#missing[@]} -gt 0 ]] || return 0
    if [[ "$(id -u)" -ne 0 ]]; then
        syspkg_error "missing Debian package(s) ${missing[*]}; as root run: apt-get install --no-install-recommends ${missing[*]}"
        return 1
    fi
    command -v apt-get >/dev/null || { syspkg_error "missing ${missing[*]} and no apt-get on this machine"; return 1; }
    apt_log="$(mktemp "${TMPDIR:-/tmp}/nano-apt.XXXXXX")"
    echo "system-packages: installing ${missing[*]} (Tools/system-packages says why)" >&2
    if ! DEBIAN_FRONTEND=noninteractive apt-get update >"$apt_log" 2>&1 \
        || ! DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends -o DPkg::Lock::Timeout=120 \
            "${missing[@]}" >>"$apt_log" 2>&1; then
        tail -n 20 "$apt_log" >&2
        syspkg_error "apt-get install ${missing[*]} failed (log: $apt_log)"
        return 1
    fi
    rm -f -- "$apt_log"
    for package in "${missing[@]}"; do
        # shellcheck disable=SC2015 # the error is for either failure: not installed, or installed without what it provides
        syspkg_installed "$package" && syspkg_present "${row[$package]}" \
            || { syspkg_error "$package is still missing after apt-get install"; return 1; }
    done
}

# syspkg_check_links CLANG [-L DIR | -lNAME | other]...: every -lNAME of a link command that is
# neither in one of its -L folders nor found by CLANG is a system library: the package providing
# lib:NAME is installed, or the command fails here naming the library.
syspkg_check_links() {
    local clang="$1" dirs=() flag name dir found package provides needs
    shift
    local -A provider=()
    while read -r package provides needs; do
        [[ "$provides" == lib:* ]] && provider["${provides#lib:}"]="$package"
    done < <(syspkg_rows)
    for flag in "$@"; do [[ "$flag" == -L?* ]] && dirs+=("${flag#-L}"); done
    local previous=""
    for flag in "$@"; do
        [[ "$previous" == -L ]] && dirs+=("$flag")
        previous="$flag"
    done
    for flag in "$@"; do
        [[ "$flag" == -l?* ]] || continue
        name="${flag#-l}" found=0
        for dir in ${dirs[@]+"${dirs[@]}"}; do
            [[ -e "$dir/lib$name.so" || -e "$dir/lib$name.a" ]] && { found=1; break; }
        done
        [[ "$found" == 1 ]] && continue
        syspkg_library_found "$name" "$clang" && continue
        if [[ -z "${provider[$name]+set}" ]]; then
            syspkg_error "the link needs -l$name, which this machine lacks and no line of Tools/system-packages provides (add the Debian package that has lib$name.so)"
            return 1
        fi
        syspkg_ensure "${provider[$name]}" || return 1
        syspkg_library_found "$name" "$clang" \
            || { syspkg_error "${provider[$name]} is installed but the linker still finds no lib$name"; return 1; }
    done
}

if [[ "${BASH_SOURCE[0]}" == "$0" ]]; then
    set -euo pipefail
    case "${1:-}" in
        ensure)
            shift
            packages=()
            if [[ $# -eq 0 ]]; then
                mapfile -t packages < <(syspkg_rows | cut -d' ' -f1)
            else
                mapfile -t packages < <(syspkg_for "$@")
            fi
            [[ ${#packages[@]} -eq 0 ]] || syspkg_ensure "${packages[@]}"
            ;;
        list) syspkg_rows ;;
        *) echo "usage: Tools/lib/system-packages.sh ensure [NAME...] | list" >&2; exit 64 ;;
    esac
fi
