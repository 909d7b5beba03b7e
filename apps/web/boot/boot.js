// Starts the storefront's scripts once the server-rendered page has been painted (issue 15;
// docs/decisions/15-first-view-before-scripts.md). The page's HTML and CSS are all a first view needs;
// its scripts only hydrate it. On a phone on a slow network, fetching two dozen script files
// alongside the stylesheet and the page's main image delays both, so index.html carries the
// scripts inert (type="deferred-module", rel="deferred-modulepreload", vite.config.ts) and
// this file, loaded with `defer`, turns them live after the first frame. A hidden tab (no
// animation frames) starts them after a second instead.
// Until the page is hydrated its buttons do nothing, so a tap on one (add to cart, a tab, the
// menu) is held here and replayed once the app says it is live (the `store:hydrated` event from
// lib/ssr.ts), instead of being lost; so is a choice in a select (sort, per page) and text typed
// in a box (the search), in the order the shopper made them. Links need no help: without the app they navigate as links.
(function () {
  // what the shopper did, in order: a button's tap, or a choice in a select / text typed in a box
  // (a sort or per-page choice, the search box), which hydration would otherwise reset to the
  // server's value without telling the page
  var held = [];
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, input[type="submit"]') : null;
    if (!button || button.disabled) return;
    // a form with an address of its own (the header search) is sent by the browser, as without
    // the app: the server leads it to the same page the app would open
    if (button.type === 'submit' && button.form && button.form.hasAttribute('action')) return;
    event.preventDefault();
    event.stopPropagation();
    for (var i = 0; i < held.length; i++) if (held[i].el === button) return;
    held.push({ el: button });
  }
  function typed(event) {
    var field = event.target;
    if (!field || !(field.tagName === 'SELECT' || (field.tagName === 'INPUT' && /^(search|text|number)$/.test(field.type))))
      return;
    for (var i = 0; i < held.length; i++) if (held[i].el === field) held.splice(i, 1);
    held.push({ el: field, value: field.value });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('change', typed, true);
  document.addEventListener('input', typed, true);
  function setValue(field, value) {
    // the prototype's setter: the page's own record of the field's value stays the old one, so
    // the event below reads as the change it is
    var proto = Object.getPrototypeOf(field);
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value);
    field.dispatchEvent(new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
  }
  document.addEventListener('store:hydrated', function () {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('change', typed, true);
    document.removeEventListener('input', typed, true);
    var replay = held;
    held = [];
    // one at a time, each in its own task: the page draws what a tap changed (a quantity's +)
    // before the next tap reads it (Add To Cart adds the quantity shown)
    (function next() {
      var action = replay.shift();
      if (!action) return;
      if (action.el.isConnected) {
        if ('value' in action && action.el.tagName !== 'BUTTON') setValue(action.el, action.value);
        else action.el.click();
      }
      setTimeout(next, 0);
    })();
  });

  var started = false;
  function start() {
    if (started) return;
    started = true;
    var head = document.head;
    document.querySelectorAll('link[rel="deferred-modulepreload"]').forEach(function (inert) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = inert.href;
      link.crossOrigin = '';
      link.setAttribute('fetchpriority', 'low');
      head.appendChild(link);
    });
    document.querySelectorAll('script[type="deferred-module"]').forEach(function (inert) {
      var script = document.createElement('script');
      script.type = 'module';
      script.src = inert.src;
      script.crossOrigin = '';
      head.appendChild(script);
    });
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
