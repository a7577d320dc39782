// Nano web host client, the patches (loaded before nano.js, which uses it): a "patch" message's
// changes applied to <main id="nano-app">. Each patch finds its element by element-child indices
// from <main> (text not counted) and replaces it ({"html"}), gives it a new start tag's attributes
// ({"tag"}: the element itself stays, so a field keeps focus and caret), or makes its children
// the listed ones ({"order"}: kept by old position or new HTML, with "gap" text around each).
"use strict";

// NanoPatches(app, isTyped): the function that applies a list of patches in order and answers
// false when one does not fit the page. isTyped(id) tells whether the person has typed in that
// field since the server last acknowledged it (its value then stays what they typed).
window.NanoPatches = function (app, isTyped) {
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
    else if (element.tagName === "INPUT" && !isTyped(element.dataset.controlId) && element.value !== fresh.value) {
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

  return applyPatches;
};
