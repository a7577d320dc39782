// Nano web host client: keeps <main id="nano-app"> in step with the app over a WebSocket.
// Sends one JSON message per action ({"seq":N,"action":...}); applies each "screen" message
// (the whole HTML) and each "patch" message (the elements that changed, by their path of
// element-child indices: replaced, given new attributes, or children reordered), then the
// title, busy flag and history entry, keeping focus, caret and unacknowledged typing. A patch
// that does not fit the page asks for the whole screen again ({"action":"resync"}).
// The back button (data-action="back") sends {"action":"back"}; Escape on a sheet, or a tap on
// the scrim above it, sends {"action":"dismiss"}. An alert's button (data-alert-action) sends
// {"action":"alert","id":ID}; Escape chooses its cancel action; Tab keeps focus inside it.
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
  let sceneKey = currentSceneKey();

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

  // Patches: each finds its element by element-child indices from <main id="nano-app">.

  function elementAt(path) {
    let element = app;
    for (const index of path) {
      element = element && typeof index === "number" ? element.children[index] : null;
    }
    return element || null;
  }

  function fragment(html) {
    const template = document.createElement("template");
    template.innerHTML = html;
    return template.content;
  }

  // The new start tag's attributes on the same element: an input being typed in stays itself.
  function setAttributes(element, tag) {
    const fresh = fragment(tag).firstElementChild;
    if (!fresh || fresh.tagName !== element.tagName) return false;
    for (const name of element.getAttributeNames()) if (!fresh.hasAttribute(name)) element.removeAttribute(name);
    for (const name of fresh.getAttributeNames()) {
      if (element.getAttribute(name) !== fresh.getAttribute(name)) element.setAttribute(name, fresh.getAttribute(name));
    }
    if (element.tagName === "INPUT" && element.type === "checkbox") element.checked = fresh.checked;
    else if (element.tagName === "INPUT" && !typed.has(element.dataset.controlId) && element.value !== fresh.value) {
      element.value = fresh.value; // the app changed it
    }
    return true;
  }

  // Makes `nodes` the element's children, moving only what must move: a child that stays where
  // it was (the field being typed in, when a control above it goes) is never taken out, so it
  // keeps focus and caret.
  function reorder(element, nodes) {
    const wanted = new Set(nodes);
    for (const child of Array.from(element.childNodes)) if (!wanted.has(child)) child.remove();
    let cursor = element.firstChild;
    for (const node of nodes) {
      if (node === cursor) cursor = cursor.nextSibling;
      else element.insertBefore(node, cursor);
    }
  }

  // Applies the patches in order; false when one does not fit (the page then asks again).
  function applyPatches(patches) {
    for (const patch of patches) {
      const element = patch && Array.isArray(patch.at) ? elementAt(patch.at) : null;
      if (!element) return false;
      if (typeof patch.html === "string") element.replaceWith(fragment(patch.html));
      else if (typeof patch.tag === "string") { if (!setAttributes(element, patch.tag)) return false; }
      else if (Array.isArray(patch.order)) {
        const before = Array.from(element.children);
        const children = patch.order.map((child) => typeof child === "number" ? before[child] : fragment(child));
        if (children.some((child) => !child)) return false;
        const gap = typeof patch.gap === "string" ? patch.gap : "";
        // The same text before, between and after the children, as the renderer writes it.
        const nodes = gap ? children.flatMap((child) => [document.createTextNode(gap), child]) : children;
        if (gap) nodes.push(document.createTextNode(gap));
        reorder(element, nodes);
      } else return false;
    }
    return true;
  }

  // Screens

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
    if (ack > 0) {
      for (const block of Array.from(document.body.children)) if (block.classList.contains("nano-error")) block.remove();
    }
    const tab = typeof message.tab === "string" ? message.tab : null;
    const switchedTab = currentTab !== undefined && tab !== currentTab;
    currentTab = tab;
    if (switchedTab) replaceHistory(message.depth, message.path);
    else updateHistory(message.depth, message.path);
  }

  // The layers and the alert in document order, read from <main>'s children and a split's panes
  // only (a search of the whole page would visit every row of a long list).
  function layers() {
    const found = [];
    for (const child of app.children) {
      if (child.classList.contains("nano-split")) {
        for (const pane of child.children) if (pane.classList.contains("nano-layer")) found.push(pane);
      } else if (child.classList.contains("nano-layer") || child.classList.contains("nano-alert")) found.push(child);
    }
    return found;
  }

  function topLayer() {
    const found = layers();
    return found.length > 0 ? found[found.length - 1] : app;
  }

  function currentSceneKey() {
    const found = layers();
    return found.length + ":" + ((found.length > 0 ? found[found.length - 1] : app).dataset.scene || "");
  }

  function fieldSelector(id) {
    return '[data-control-id="' + CSS.escape(id) + '"]';
  }

  function forgetAcknowledged(ack) {
    for (const [id, entry] of typed) if (entry.seq <= ack) typed.delete(id);
  }

  function keepTypedValues() {
    const layer = topLayer();
    for (const [id, entry] of typed) {
      const field = layer.dataset.scene === entry.scene ? layer.querySelector("input" + fieldSelector(id)) : null;
      if (field && field.value !== entry.text) field.value = entry.text;
    }
  }

  // The text field being typed in, if any: the page keeps that element (so its caret and
  // selection stay where the person left them, whatever its type) in place of its new copy.
  function focusedField() {
    const element = document.activeElement;
    if (!element || !app.contains(element) || element.tagName !== "INPUT" || element.type === "checkbox") return null;
    return { element: element, id: element.dataset.controlId, scene: topLayer().dataset.scene };
  }

  function keepField(field) {
    if (!field || field.id === undefined || topLayer().dataset.scene !== field.scene) return;
    const fresh = topLayer().querySelector("input" + fieldSelector(field.id));
    const old = field.element;
    if (!fresh || fresh === old) return; // a patch left the field itself in place
    for (const name of old.getAttributeNames()) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
    for (const name of fresh.getAttributeNames()) {
      if (name !== "value") old.setAttribute(name, fresh.getAttribute(name));
    }
    if (!typed.has(field.id) && old.value !== fresh.value) old.value = fresh.value; // the app changed it
    fresh.replaceWith(old);
  }

  // Where focus is, as a selector that finds the same control in the new HTML.
  function captureFocus() {
    const element = document.activeElement;
    const control = element && app.contains(element) ? element.closest("[data-control-id]") : null;
    if (!control) return null;
    let selector = fieldSelector(control.dataset.controlId);
    if (element.dataset.row !== undefined) selector += ' [data-row="' + CSS.escape(element.dataset.row) + '"]';
    else if (element.hasAttribute("data-refresh")) selector += " [data-refresh]";
    const focus = { element: element, selector: selector, start: null, end: null, direction: "none" };
    try { // inputs without a caret (email, number) answer null
      focus.start = element.selectionStart;
      focus.end = element.selectionEnd;
      focus.direction = element.selectionDirection || "none";
    } catch (error) { focus.start = null; }
    return focus;
  }

  // Same screen: focus the same control (and caret). New screen: focus its title.
  function restoreFocus(focus) {
    const key = currentSceneKey();
    const isNewScene = key !== sceneKey;
    sceneKey = key;
    // A patch that left the focused element alone: focus, caret and selection are as they were.
    if (focus && !isNewScene && focus.element.isConnected && document.activeElement === focus.element) return;
    const target = focus && !isNewScene ? topLayer().querySelector(focus.selector) : null;
    if (target) {
      target.focus({ preventScroll: true });
      if (focus.start !== null && typeof target.setSelectionRange === "function") {
        try { target.setSelectionRange(focus.start, focus.end, focus.direction); } catch (error) { /* no caret */ }
      }
    }
    if ((isNewScene || focus) && (!target || document.activeElement !== target)) {
      const layer = topLayer();
      // An alert focuses its cancel action (else its first); a screen its title.
      const first = layer.classList.contains("nano-alert")
        ? layer.querySelector('[data-role="cancel"]') || layer.querySelector("[data-alert-action]")
        : layer.querySelector(".nano-title[tabindex]");
      if (first) first.focus({ preventScroll: true });
    }
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
