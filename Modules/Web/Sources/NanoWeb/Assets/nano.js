// Nano web host client: keeps <main id="nano-app"> in step with the app over a WebSocket.
// Sends one JSON message per action ({"seq":N,"action":...}); applies each "screen" message
// (the whole HTML) and each "patch" message (the elements that changed: nano-patch.js), then the
// title, busy flag, colour scheme (<html data-color-scheme>) and history entries (one per screen of the stack), keeping focus, caret and unacknowledged typing
// (nano-focus.js). A patch that does not fit the page asks for the whole screen again
// ({"action":"resync"}). The back button (data-action="back") sends {"action":"back"}; Escape on
// a sheet, or a tap on the scrim above it, sends {"action":"dismiss"}. An alert's button
// (data-alert-action) sends {"action":"alert","id":ID}; Escape chooses its cancel action; Tab
// keeps focus inside it. A screen with fields is a <form>: Enter in a field makes the browser
// click its submit button (the primary one, only while it is enabled), which sends that tap like
// any click; the form itself is never submitted. While the socket is down the page says so
// (#nano-offline, a live region: "Reconnecting…") and takes no input (#nano-app inert); an
// action sent but never answered when it went down is not shown as done: its typed text is
// dropped for the server's screen, and the page says the change may not have been saved.
"use strict";

(function () {
  const app = document.getElementById("nano-app");
  if (!app || !("WebSocket" in window)) return;

  // The socket's URL names the session the page load made (`window`); the first message names
  // the session the page is on, which the tab keeps (sessionStorage: this tab only) and names as
  // `previous` when a page loads again in it (a reload, a typed URL), so the tab's app goes on.
  const socketURL = new URL(app.dataset.socket || "/_nano/socket", location.href);
  let session = socketURL.searchParams.get("window");
  let previous = null;
  try { previous = sessionStorage.getItem("nano-session"); } catch (error) { previous = null; }
  const outbox = []; // messages written while the socket is not open
  const typed = new Map(); // field id -> { seq, text, scene } until the server acknowledges it
  let socket = null;
  let seq = 0;
  let attempts = 0;
  let pendingHistory = null; // the stack to apply once history.go() has landed
  let sentOnSocket = 0; // the last seq sent over an open socket
  let acked = 0; // the last seq the server answered
  const notice = document.getElementById("nano-offline");
  let unconfirmed = false; // an action was never answered; said until the person's next one
  // nano-focus.js and nano-patch.js, loaded before this script.
  if (typeof window.NanoFocus !== "function" || typeof window.NanoPatches !== "function") return;
  const { topLayer, keepTypedValues, focusedField, keepField, captureFocus, restoreFocus } =
    window.NanoFocus(app, typed);
  const applyPatches = window.NanoPatches(app, (id) => typed.has(id));

  // Socket

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    let query = session ? "?window=" + encodeURIComponent(session) : "";
    if (session && previous && previous !== session) query += "&previous=" + encodeURIComponent(previous);
    socket = new WebSocket(scheme + "//" + location.host + socketURL.pathname + query);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
  }

  function say(text) { if (notice) notice.textContent = text || ""; }

  function setOffline(isOffline) {
    document.body.classList.toggle("is-offline", isOffline);
    app.inert = isOffline; // no clicks, typing or focus on a page whose server cannot hear them
    if (isOffline) app.setAttribute("aria-busy", "true"); else app.removeAttribute("aria-busy");
  }

  function onOpen() {
    attempts = 0;
    if (document.body.classList.contains("is-offline") && sentOnSocket > acked) unconfirmed = true;
    setOffline(false);
    say(unconfirmed && notice ? notice.dataset.notConfirmed : "");
    while (outbox.length > 0) sendNow(outbox.shift());
  }

  function onClose(event) {
    if (event.code === 4001) {
      // The session is gone (a server restarted without it): the page loads again, and still
      // says that the last change may not have been saved.
      if (unconfirmed || sentOnSocket > acked) {
        try { sessionStorage.setItem("nano-not-confirmed", "1"); } catch (error) { /* no storage */ }
      }
      return location.reload();
    }
    // What was typed but never answered is not kept over the server's next screen.
    for (const [id, entry] of typed) if (entry.seq <= sentOnSocket && entry.seq > acked) typed.delete(id);
    if (!document.body.classList.contains("is-offline")) {
      setOffline(true);
      say(notice ? notice.dataset.reconnecting : "");
    }
    const delay = Math.min(5000, 250 * Math.pow(2, attempts));
    attempts += 1;
    setTimeout(connect, delay);
  }

  function sendNow(text) {
    socket.send(text);
    const number = JSON.parse(text).seq;
    if (number > sentOnSocket) sentOnSocket = number;
  }

  function send(action) {
    seq += 1;
    const text = JSON.stringify(Object.assign({ seq: seq }, action));
    if (socket && socket.readyState === WebSocket.OPEN) sendNow(text);
    else outbox.push(text);
    if (action.action !== "resync" && action.action !== "history") {
      unconfirmed = false;
      say("");
    }
    return seq;
  }

  function onMessage(event) {
    let message = null;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (!message) return;
    if (typeof message.session === "string") {
      session = message.session;
      previous = null;
      try { sessionStorage.setItem("nano-session", session); } catch (error) { /* no storage: a reload starts afresh */ }
    }
    if (message.type === "screen" && typeof message.html === "string") {
      applyScreen(message, function () { app.innerHTML = message.html; });
    } else if (message.type === "patch" && Array.isArray(message.patches)) {
      applyScreen(message, function () { return applyPatches(message.patches); });
    }
  }

  // Screens

  function forgetAcknowledged(ack) {
    for (const [id, entry] of typed) if (entry.seq <= ack) typed.delete(id);
  }

  function applyScreen(message, change) {
    const ack = typeof message.ack === "number" ? message.ack : 0;
    if (ack > acked) acked = ack;
    forgetAcknowledged(ack);
    const focus = captureFocus();
    const field = focusedField();
    if (change() === false) {
      send({ action: "resync" });
      return;
    }
    keepField(field);
    keepTypedValues();
    restoreFocus(focus);
    if (typeof message.title === "string") document.title = message.title;
    document.body.classList.toggle("is-busy", message.busy === true);
    if (typeof message.scheme === "string") document.documentElement.dataset.colorScheme = message.scheme;
    updateHistory(message.stack);
  }

  // History: the page's entries follow the app's stack (`stack`: each screen's path, bottom
  // first). A longer stack with the same screens below pushes an entry per screen added, a
  // shorter one goes back, and one that differs (a sign-in that resumes a link, a sign-out,
  // another tab) goes back to the first screen that differs and replaces the entries from
  // there, so Back always goes to the screen below. Each entry keeps the stack it shows and
  // `steps`, the page's own entries below it: going back never leaves the site.

  function historyState() {
    const state = history.state;
    if (!state || typeof state.depth !== "number") return null;
    const steps = typeof state.steps === "number" ? state.steps : 0;
    return { depth: state.depth, steps: steps, stack: Array.isArray(state.stack) ? state.stack : null };
  }

  function entry(stack, steps) { return { depth: stack.length, steps: steps, stack: stack }; }

  function sharedScreens(a, b) {
    let count = 0;
    while (count < a.length && count < b.length && a[count] === b[count]) count += 1;
    return count;
  }

  // Rewrites this entry as the stack's screen `at`, then pushes one entry per screen above it.
  function writeHistory(stack, at, steps) {
    history.replaceState(entry(stack.slice(0, at + 1), steps), "", stack[at]);
    for (let index = at + 1; index < stack.length; index += 1) {
      steps += 1;
      history.pushState(entry(stack.slice(0, index + 1), steps), "", stack[index]);
    }
  }

  function updateHistory(stack) {
    if (!Array.isArray(stack) || stack.length === 0) return;
    if (pendingHistory) { pendingHistory = stack; return; }
    const state = historyState();
    if (!state || !state.stack) return writeHistory(stack, stack.length - 1, state ? state.steps : 0);
    const before = state.stack;
    const shared = sharedScreens(before, stack);
    if (shared === before.length && shared === stack.length) {
      if (location.pathname + location.search !== stack[stack.length - 1]) writeHistory(stack, stack.length - 1, state.steps);
      return; // nothing moved
    }
    if (shared === before.length) return writeHistory(stack, shared - 1, state.steps);
    // The entry to rewrite: a shorter stack's top, or the first screen that differs.
    const target = shared === stack.length ? stack.length - 1 : shared;
    const back = Math.min(before.length - 1 - target, state.steps);
    if (back <= 0) return writeHistory(stack, target, state.steps);
    pendingHistory = stack;
    setTimeout(function () { if (pendingHistory === stack) pendingHistory = null; }, 1000);
    history.go(-back); // its popstate is ours: onPopState goes on from the entry it lands on
  }

  function onPopState() {
    if (pendingHistory) {
      const stack = pendingHistory;
      pendingHistory = null;
      return updateHistory(stack);
    }
    const state = historyState();
    if (state) send({ action: "history", depth: state.depth, path: location.pathname + location.search });
  }

  // Actions

  function onClick(event) {
    if (event.target.classList.contains("nano-scrim") && event.target.nextElementSibling === topLayer()) {
      return send({ action: "dismiss" }); // a tap on the dimmed screen above the top sheet
    }
    const button = event.target.closest("button");
    if (!button || button.disabled || !app.contains(button)) return;
    if (button.dataset.alertAction !== undefined) return send({ action: "alert", id: button.dataset.alertAction });
    const control = button.closest("[data-control-id]");
    const id = control ? control.dataset.controlId : undefined;
    if (button.dataset.action === "back") send({ action: "back" });
    else if (button.dataset.action === "select-tab") send({ action: "selectTab", tab: button.dataset.tab });
    else if (button.dataset.row !== undefined && id !== undefined) {
      send(inPane(button, { action: "select", id: id, row: Number(button.dataset.row) }));
    } else if (button.hasAttribute("data-refresh") && id !== undefined) send(inPane(button, { action: "refresh", id: id }));
    else if (button.dataset.controlId !== undefined) send(inPane(button, { action: "tap", id: button.dataset.controlId }));
  }

  // An action on a split's pane beside the top screen names the pane (its stack position):
  // its controls' ids may repeat the top screen's.
  function inPane(element, message) {
    const pane = element.closest(".nano-pane[data-pane]");
    if (pane) message.pane = Number(pane.dataset.pane);
    return message;
  }

  function onChange(event) {
    const input = event.target;
    if (input.type !== "checkbox" || input.dataset.controlId === undefined) return;
    send(inPane(input, { action: "toggle", id: input.dataset.controlId }));
  }

  function onInput(event) {
    const input = event.target;
    if (input.tagName !== "INPUT" || input.type === "checkbox" || input.dataset.controlId === undefined) return;
    const id = input.dataset.controlId;
    const number = send(inPane(input, { action: "type", id: id, text: input.value }));
    typed.set(id, { seq: number, text: input.value, scene: topLayer().dataset.scene });
  }

  // While an alert shows, Tab and Shift-Tab cycle through its actions (focus never leaves it).
  function keepFocusInAlert(event, alert) {
    const actions = Array.from(alert.querySelectorAll("[data-alert-action]"));
    if (actions.length === 0) return;
    const index = actions.indexOf(document.activeElement);
    const next = index < 0 ? 0 : (index + (event.shiftKey ? actions.length - 1 : 1)) % actions.length;
    event.preventDefault();
    actions[next].focus();
  }

  function onKeyDown(event) {
    const alert = topLayer().classList.contains("nano-alert") ? topLayer() : null;
    if (alert && event.key === "Tab") return keepFocusInAlert(event, alert);
    if (alert && event.key === "Escape") {
      event.preventDefault();
      const cancel = alert.querySelector('[data-role="cancel"]');
      if (cancel) send({ action: "alert", id: cancel.dataset.alertAction });
      return;
    }
    if (event.key !== "Escape" || !topLayer().classList.contains("nano-sheet")) return;
    event.preventDefault();
    send({ action: "dismiss" });
  }

  // The browser's implicit submission has clicked the primary button already (onClick sent
  // its tap); the form never leaves the page.
  app.addEventListener("submit", function (event) { event.preventDefault(); });
  app.addEventListener("click", onClick);
  app.addEventListener("change", onChange);
  app.addEventListener("input", onInput);
  document.addEventListener("keydown", onKeyDown);
  window.addEventListener("popstate", onPopState);
  // A page the browser brings back from its cache (back to an earlier page load) tells the
  // server where the browser is now, as a popstate would.
  window.addEventListener("pageshow", function (event) { if (event.persisted) onPopState(); });
  try {
    if (sessionStorage.getItem("nano-not-confirmed")) {
      sessionStorage.removeItem("nano-not-confirmed");
      unconfirmed = true;
      say(notice ? notice.dataset.notConfirmed : "");
    }
  } catch (error) { /* no storage: nothing was kept */ }
  connect();
})();
