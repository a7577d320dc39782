// Nano web host client, what the page keeps across an update (loaded before nano.js, which
// uses it): the layers in order, the field being typed in (kept as the same element, so its caret
// and selection stay), where focus was (the same control again, or a new screen's title), and
// the text typed but not yet acknowledged.
"use strict";

// NanoFocus(app, typed): typed is nano.js's map of field id → { seq, text, scene } not yet
// acknowledged. Returns what an update calls around its change to the page.
window.NanoFocus = function (app, typed) {
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

  let sceneKey = currentSceneKey();
  return { topLayer, keepTypedValues, focusedField, keepField, captureFocus, restoreFocus };
};
