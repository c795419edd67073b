// The findings page's own script, loaded as a file so the page runs under
// `script-src 'self'`. It plays a blog's dark-mode toggle: one switch sets the
// page's colours and the `theme` attribute of every element on the page.

const ELEMENT_TAGS = ['requirement-web', 'results-toggle', 'leaderboard-table', 'bibtex-card'];
const THEMES = ['auto', 'light', 'dark'];

/** Applies `theme` (`auto`, `light` or `dark`) to the page and to every element on it. */
export function applyTheme(theme) {
  const value = THEMES.includes(theme) ? theme : 'auto';
  if (value === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = value;
  for (const element of document.querySelectorAll(ELEMENT_TAGS.join(','))) {
    element.setAttribute('theme', value);
  }
}

const themeSwitch = document.getElementById('theme-switch');
if (themeSwitch) {
  themeSwitch.addEventListener('change', (event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.name === 'theme') applyTheme(input.value);
  });
  const checked = themeSwitch.querySelector('input[name="theme"]:checked');
  applyTheme(checked instanceof HTMLInputElement ? checked.value : 'auto');
}
