# Tools/bench-suites/web.sh: `Tools/bench web` (sourced after Tools/lib/bench-suite.sh by Tools/bench; not run alone).
# The web host, `nvc-web serve --port 0 --ephemeral` (release, shared Swift runtime), measured by
# Tools/bench-suites/web/measure.py in four parts, each against its own server on 127.0.0.1
# (docs/performance.md, "Web host"; part 4 is in Tools/bench-suites/web/patches.py):
#
#   1. Input round trip: in Debian's Chromium (Playwright), the keystroke that makes the sign-up
#      email valid → the submit button enabled in the DOM (keydown to MutationObserver, both
#      `performance.now()` in the page), p50 and p99, against the same keystroke on the page of
#      Tools/WebEcho (FlyingFox's EchoWSMessageHandler, the web host's server library) in the
#      same browser, the two pages alternating sample by sample. Also the socket's part alone
#      (the page's WebSocket send → its next message), and the same message sent without a
#      browser (Python `websockets`) to both servers: the servers' own part.
#   4. What an update sends: the bytes of one sign-up keystroke (a patch) against the whole
#      screen; one row of web-rows' 1,000-row list (NanoPreview's LongListPlugin, a target of the
#      root package) selected in Chromium, click → row in the DOM against the echo's keystroke,
#      and the bytes of each answer against the list's whole screen.
#   2. Memory per idle session: VmRSS (/proc/PID/status) at start and after N plain `GET /`
#      without a cookie (each a new session on its first screen).
#   3. N sessions at once over WebSockets (Python asyncio, `websockets`): each signs up and
#      opens Settings, all connected at the end, then they disconnect and expire
#      (--session-timeout 2; the server trims its heap then and 21 s later); twice, after
#      20 sessions that warm the server up. VmRSS 4 s and 25 s after the close against the start
#      (and against the warmed-up server), on a server as a release build runs it
#      (NANO_DETECT_LEAKS=0); every cookie must be refused (4001) afterwards. Then the same two
#      rounds on a server with the leak detector on (LeakDetector, NANO_DETECT_LEAKS=1): a page
#      load runs its check and the server's stderr is counted for `nano: leak:` lines. A control
#      run first keeps one released object alive on purpose (gdb: swift_retain at
#      LeakDetector.expectRelease) and must see it reported, so "none alive" is not vacuous.
#
# Any check that fails (a screen not seen, a session not expired, the control not reported, a
# server not exiting 0 on SIGTERM) fails the benchmark. Needs Chromium and the venv of
# Tools/lib/install-browser.sh (run here; it installs what is missing), the pinned `websockets`
# of Tools/bench-suites/web/requirements.txt (installed into that venv when it does not import)
# and gdb. Server logs: .build-bench/web/. About 4 minutes once built.
# measure.py (and the pip install of its `websockets` below) is Python because it drives a browser
# through Playwright and times WebSocket clients: it is the measurement, not tool logic; the
# driver, the medians and the tables are nano-tools' (Tools/NanoTools) and Tools/BenchReport's.
# shellcheck shell=bash

about_web() { echo "the web host: keystroke round trip against a WebSocket echo, bytes per update and a 1,000-row list, memory per session, 1,000 sessions"; }

# web_thousands N: 1000 → 1,000.
web_thousands() { printf '%d' "$1" | sed -e ':a' -e 's/\B[0-9]\{3\}\>/,&/' -e 'ta'; }

bench_web() {
    local out="$BENCH_SCRATCH/web" python nvc rows echo results quick=()
    [[ "$BENCH_QUICK" == 1 ]] && quick=(--quick)
    command -v gdb >/dev/null \
        || { echo "Tools/bench web: gdb is needed for the leak detector's control run (apt-get install gdb)" >&2; return 1; }
    bench_note "browser and venv (Tools/lib/install-browser.sh) ..."
    # shellcheck disable=SC2094 # the script's stderr and tee both append to the log; nothing here reads it
    python="$("$ROOT/Tools/lib/install-browser.sh" 2>>"$BENCH_LOG" | tee -a "$BENCH_LOG" | tail -n 1)"
    [[ -x "$python" ]] || { echo "Tools/bench web: Tools/lib/install-browser.sh named no python" >&2; return 1; }
    if ! "$python" -c 'import websockets' 2>/dev/null; then
        bench_note "pip install -r Tools/bench-suites/web/requirements.txt into ${python%/bin/python} ..."
        if ! "$python" -m pip install --disable-pip-version-check --no-input --only-binary=:all: \
            -r "$ROOT/Tools/bench-suites/web/requirements.txt" >>"$BENCH_LOG" 2>&1; then
            tail -n 20 "$BENCH_LOG" >&2
            echo "Tools/bench web: installing websockets failed (log: ${BENCH_LOG#"$ROOT"/})" >&2
            return 1
        fi
    fi
    nvc="$(bench_nvc dynamic nvc-web)"
    # The 1,000-row list (NanoPreview's LongListPlugin), a target of the same package and build.
    bench_build "web-rows (release)" "$BENCH_LOG" -c release --product web-rows --package-path "$ROOT" \
        --scratch-path "$BENCH_SCRATCH/nvc-dynamic"
    rows="$BENCH_SCRATCH/nvc-dynamic/release/web-rows"
    bench_build "web-echo (release)" "$BENCH_LOG" -c release --package-path "$ROOT/Tools/WebEcho" \
        --scratch-path "$BENCH_SCRATCH/web-echo" --product web-echo
    echo="$BENCH_SCRATCH/web-echo/release/web-echo"

    rm -rf -- "$out"
    mkdir -p "$out"
    results="$BENCH_DIR/results.tsv"
    if ! "$python" "$ROOT/Tools/bench-suites/web/measure.py" --nvc "$nvc" --rows "$rows" --echo "$echo" --out "$out" \
        ${quick[@]+"${quick[@]}"} >"$results"; then
        echo "Tools/bench web: a check failed (server logs in ${out#"$ROOT"/}/)" >&2
        return 1
    fi
    cat "$results" >>"$BENCH_LOG"
    local -A v
    local key value
    while IFS=$'\t' read -r key value; do v[$key]="$value"; done <"$results"
    local want
    for want in rt.samples rt.nano.dom.p50 rt.echo.dom.p99 rt.nano.client.p50 bytes.keystroke.patch bytes.keystroke.screen \
        list.screen.bytes list.patch.bytes list.nano.dom.p50 list.echo.dom.p99 idle.count idle.per_session conc.count conc.alive \
        conc.rss.swept conc.rss.warm conc.swept_after conc.settle; do
        [[ -n "${v[$want]:-}" ]] || { echo "Tools/bench web: measure.py printed no $want" >&2; return 1; }
    done

    local samples="${v[rt.samples]}" idle="${v[idle.count]}" sessions="${v[conc.count]}"
    local idle_label sessions_label
    idle_label="$(web_thousands "$idle")"
    sessions_label="$(web_thousands "$sessions")"
    # The browser as `chromium --version` names it, its first two words (Chromium 120.0.6099.224).
    local browser words=()
    read -r -a words <<<"$(chromium --version 2>/dev/null || true)"
    browser="${words[*]:0:2}"
    bench_method "nvc built with \`swift build -c release\` (shared Swift runtime), served with \`--port 0 --ephemeral\` on 127.0.0.1; $browser headless via Playwright. Patches: the bytes of the sign-up keystroke that makes the email valid (Python \`websockets\`) against the whole screen of the same state (\`resync\`); row 500 of web-rows' 1,000-row list selected $samples times in Chromium (click → its new detail in the DOM, \`performance.now()\`) alternating with the echo page's keystroke, and each answer's bytes against the list's whole screen. Round trip: $samples keystrokes on each page after $([[ "$BENCH_QUICK" == 1 ]] && echo 5 || echo 20) warm-up ones, the two pages alternating; keydown → the submit button's state in the DOM, \`performance.now()\` in the page (Chromium coarsens it to 0.1 ms); nearest-rank p50 and p99; then the same \`type\` message from Python (\`websockets\`, \`time.perf_counter\`), $samples on each socket, alternating. Memory: VmRSS from /proc/PID/status, 1 s after start and 1 s after $idle_label \`GET /\` without a cookie. Sessions: $sessions_label at once (50 in flight at a time, NVC_SIGNUP_LATENCY_MS=50, all connected at the end; the first $sessions_label took ${v[conc.seconds]} s), then closed; with \`--session-timeout 2\` they expire and the server trims its heap at once and again 21 s later; RSS ${v[conc.swept_after]} s and ${v[conc.settle]} s after the close; twice, after ${v[conc.warm]} sessions that came and expired first; memory on a server as a release build runs it (NANO_DETECT_LEAKS=0); then the same two rounds on a server with the leak detector on (NANO_DETECT_LEAKS=1) and one page load that runs its check, whose report a control run with one object kept alive through gdb must show."

    bench_row "keystroke → submit enabled in the DOM, p50" echo "${v[rt.echo.dom.p50]}" "nvc-web serve" "${v[rt.nano.dom.p50]}" ms \
        "ratio <= 2" "≤ 2× the echo"
    bench_row "keystroke → submit enabled in the DOM, p99" echo "${v[rt.echo.dom.p99]}" "nvc-web serve" "${v[rt.nano.dom.p99]}" ms \
        "ratio <= 2" "≤ 2× the echo"
    bench_row "of which WebSocket send → message, p50" echo "${v[rt.echo.socket.p50]}" "nvc-web serve" "${v[rt.nano.socket.p50]}" ms
    bench_row "of which WebSocket send → message, p99" echo "${v[rt.echo.socket.p99]}" "nvc-web serve" "${v[rt.nano.socket.p99]}" ms
    bench_row "the same message without a browser (Python client), send → answer, p50" echo "${v[rt.echo.client.p50]}" \
        "nvc-web serve" "${v[rt.nano.client.p50]}" ms
    bench_row "the same message without a browser (Python client), send → answer, p99" echo "${v[rt.echo.client.p99]}" \
        "nvc-web serve" "${v[rt.nano.client.p99]}" ms
    bench_row "one keystroke on sign-up (the email made valid): bytes sent" "whole screen" "${v[bytes.keystroke.screen]}" \
        "patch" "${v[bytes.keystroke.patch]}" bytes "subject <= 600" "≤ 600 bytes"
    bench_row "one row of a 1,000-row list selected (web-rows): bytes sent, largest of the samples" "whole screen" \
        "${v[list.screen.bytes]}" "patch" "${v[list.patch.bytes]}" bytes "subject <= 2048" "≤ 2 KiB"
    bench_row "one row of 1,000 selected → its new detail in the DOM, p50 (echo: the keystroke above)" echo \
        "${v[list.echo.dom.p50]}" "web-rows serve" "${v[list.nano.dom.p50]}" ms "ratio <= 2" "≤ 2× the echo"
    bench_row "one row of 1,000 selected → its new detail in the DOM, p99" echo "${v[list.echo.dom.p99]}" \
        "web-rows serve" "${v[list.nano.dom.p99]}" ms "ratio <= 2" "≤ 2× the echo"
    bench_row "resident memory, $idle_label idle sessions (\`GET /\` without a cookie)" "at start" "${v[idle.rss.start]}" \
        "$idle_label sessions" "${v[idle.rss.after]}" KiB
    bench_row "resident memory per idle session ((with − at start) ÷ $idle_label)" "at start" "${v[idle.rss.start]}" \
        "per session" "${v[idle.per_session]}" KiB "subject <= 100" "≤ 100 KiB a session"
    bench_row "resident memory, $sessions_label sessions signed up and on Settings, all connected" "at start" "${v[conc.rss.start]}" \
        "$sessions_label connected" "${v[conc.rss.connected]}" KiB
    bench_row "resident memory ${v[conc.swept_after]} s after those $sessions_label sessions closed (expired; the server's first trim)" \
        "at start" "${v[conc.rss.start]}" "after the sweep" "${v[conc.rss.swept]}" KiB
    bench_row "resident memory after those $sessions_label sessions expired" "at start" "${v[conc.rss.start]}" \
        "after expiry" "${v[conc.rss.expired]}" KiB
    bench_row "the same, against the server once ${v[conc.warm]} sessions had come and expired" \
        "warmed up" "${v[conc.rss.warm]}" "after expiry" "${v[conc.rss.expired]}" KiB "ratio <= 1.1" \
        "≤ 1.10× a server that has served once"
    bench_row "resident memory after a second $sessions_label sessions expired" "after the first" "${v[conc.rss.expired]}" \
        "after the second" "${v[conc.rss.expired2]}" KiB
    bench_row "scenes, view models and coordinators alive after both rounds expired (leak detector)" \
        "scenes shown" "${v[conc.scenes_shown]}" "reported alive" "${v[conc.alive]}" objects "subject <= 0" "none alive"
}
