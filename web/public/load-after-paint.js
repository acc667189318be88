// Prerendered public pages (scripts/prerender.mjs) paint from their HTML and CSS alone; JavaScript only makes
// them interactive, and links work before it arrives. So their scripts are fetched once the first frame is
// on screen, leaving a slow connection to the HTML and CSS until then. The page's script list is on this
// tag (data-entry, data-preload). A file, not inline, so the strict CSP (script-src 'self') allows it.
(function () {
  var tag = document.currentScript;
  var entry = tag && tag.getAttribute("data-entry");
  if (!entry) return;
  var preload = (tag.getAttribute("data-preload") || "").split(" ").filter(Boolean);
  function load() {
    preload.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "anonymous";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "anonymous";
    script.src = entry;
    document.head.appendChild(script);
  }
  // The callback runs just before the next frame is painted; the timeout lets that paint happen first.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
})();
