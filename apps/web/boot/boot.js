// Starts the storefront's scripts once the server-rendered page has been painted (issue 15;
// docs/decisions/15-first-view-before-scripts.md). The page's HTML and CSS are all a first view needs;
// its scripts only hydrate it. On a phone on a slow network, fetching two dozen script files
// alongside the stylesheet and the page's main image delays both, so index.html carries the
// scripts inert (type="deferred-module", rel="deferred-modulepreload", vite.config.ts) and
// this file, loaded with `defer`, turns them live after the first frame. A hidden tab (no
// animation frames) starts them after a second instead.
// Until the page is hydrated its buttons do nothing, so a tap on one (add to cart, a tab, the
// menu) is held here and replayed once the app says it is live (the `store:hydrated` event from
// lib/ssr.ts), instead of being lost. Links need no help: without the app they navigate as links.
(function () {
  var held = [];
  function hold(event) {
    var target = event.target;
    var button = target && target.closest ? target.closest('button, input[type="submit"]') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    if (held.indexOf(button) < 0) held.push(button);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('store:hydrated', function () {
    document.removeEventListener('click', hold, true);
    var replay = held;
    held = [];
    replay.forEach(function (button) {
      if (button.isConnected) button.click();
    });
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
