// Runs before first paint so a saved dark theme does not flash light. Keep in sync with src/lib/theme.tsx.
(function () {
  try {
    if (localStorage.getItem("theme") === "dark") document.documentElement.classList.add("dark");
  } catch {
    // Storage can be unavailable (privacy modes); the default light theme applies.
  }
})();
