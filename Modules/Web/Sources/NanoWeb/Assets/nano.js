// Nano web host client: keeps <main id="nano-app"> in step with the app over a WebSocket.
// Sends one JSON message per action ({"seq":N,"action":...}); applies each "screen" message
// (the whole HTML) and each "patch" message (the elements that changed: nano-patch.js), then the
// title, busy flag and history entry, keeping focus, caret and unacknowledged typing
// (nano-focus.js). A patch that does not fit the page asks for the whole screen again
// ({"action":"resync"}). The back button (data-action="back") sends {"action":"back"}; Escape on
// a sheet, or a tap on the scrim above it, sends {"action":"dismiss"}. An alert's button
// (data-alert-action) sends {"action":"alert","id":ID}; Escape chooses its cancel action; Tab
// keeps focus inside it.
"use strict";

(function () {
  const app = document.getElementById("nano-app");
  if (!app || !("WebSocket" in window)) return;

  const socketPath = app.dataset.socket || "/_nano/socket";
  const outbox = []; // messages written while the socket is not open
  const typed = new Map(); // field id -> { seq, text, scene } until the server acknowledges it
  let socket = null;
  let seq = 0;
  let attempts = 0;
  let pendingHistory = null; // { depth, path } to apply once history.go() has landed
  let currentTab; // the selected tab's id (null: no tab bar); undefined before the first screen
  // nano-focus.js and nano-patch.js, loaded before this script.
  if (typeof window.NanoFocus !== "function" || typeof window.NanoPatches !== "function") return;
  const { topLayer, keepTypedValues, focusedField, keepField, captureFocus, restoreFocus } =
    window.NanoFocus(app, typed);
  const applyPatches = window.NanoPatches(app, (id) => typed.has(id));

  // Socket

  function connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(scheme + "//" + location.host + socketPath);
    socket.addEventListener("open", onOpen);
    socket.addEventListener("message", onMessage);
    socket.addEventListener("close", onClose);
  }

  function onOpen() {
    attempts = 0;
    document.body.classList.remove("is-offline");
    while (outbox.length > 0) socket.send(outbox.shift());
  }

  function onClose(event) {
    if (event.code === 4001) return location.reload(); // the session is gone
    document.body.classList.add("is-offline");
    const delay = Math.min(5000, 250 * Math.pow(2, attempts));
    attempts += 1;
    setTimeout(connect, delay);
  }

  function send(action) {
    seq += 1;
    const text = JSON.stringify(Object.assign({ seq: seq }, action));
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(text);
    else outbox.push(text);
    return seq;
  }

  function onMessage(event) {
    let message = null;
    try { message = JSON.parse(event.data); } catch (error) { return; }
    if (!message) return;
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
    const tab = typeof message.tab === "string" ? message.tab : null;
    const switchedTab = currentTab !== undefined && tab !== currentTab;
    currentTab = tab;
    if (switchedTab) replaceHistory(message.depth, message.path);
    else updateHistory(message.depth, message.path);
  }

  // History: one entry per depth the app went down; `steps` counts our entries below this one,
  // so going back never leaves the site.

  function historyState() {
    const state = history.state;
    if (!state || typeof state.depth !== "number") return null;
    return { depth: state.depth, steps: typeof state.steps === "number" ? state.steps : 0 };
  }

  function updateHistory(depth, path) {
    if (typeof depth !== "number" || typeof path !== "string") return;
    if (pendingHistory) { pendingHistory = { depth: depth, path: path }; return; }
    const state = historyState();
    if (state && state.depth === depth && location.pathname + location.search === path) return; // nothing moved
    if (!state) return history.replaceState({ depth: depth, steps: 0 }, "", path);
    if (depth > state.depth) return history.pushState({ depth: depth, steps: state.steps + 1 }, "", path);
    const back = Math.min(state.depth - depth, state.steps);
    if (back <= 0) return history.replaceState({ depth: depth, steps: state.steps }, "", path);
    const target = { depth: depth, path: path };
    pendingHistory = target;
    setTimeout(function () { if (pendingHistory === target) pendingHistory = null; }, 1000);
    history.go(-back); // its popstate is ours: onPopState then writes the path
  }

  // Another tab shows another stack: its screen replaces this entry rather than moving through
  // the history of the tab left (whose screens it keeps).
  function replaceHistory(depth, path) {
    if (typeof depth !== "number" || typeof path !== "string") return;
    pendingHistory = null;
    const state = historyState();
    history.replaceState({ depth: depth, steps: state ? state.steps : 0 }, "", path);
  }

  function onPopState() {
    if (pendingHistory) {
      const target = pendingHistory;
      pendingHistory = null;
      return updateHistory(target.depth, target.path);
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

  app.addEventListener("click", onClick);
  app.addEventListener("change", onChange);
  app.addEventListener("input", onInput);
  document.addEventListener("keydown", onKeyDown);
  window.addEventListener("popstate", onPopState);
  // A page the browser brings back from its cache (back to an earlier page load) tells the
  // server where the browser is now, as a popstate would.
  window.addEventListener("pageshow", function (event) { if (event.persisted) onPopState(); });
  connect();
})();
