// Applies the saved theme before first paint (no flash). An external file because the
// Content-Security-Policy forbids inline scripts. Key and values: core/settings/theme.ts.
(function () {
  var setting = 'system';
  try { setting = localStorage.getItem('localbox-ui-theme') || 'system'; } catch (e) {}
  var dark = setting === 'dark' || (setting !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
})();
