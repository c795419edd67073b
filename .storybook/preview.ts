import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import { html, nothing } from 'lit';
import manifest from '../custom-elements.json';
// One page font for every preview (the demo pages' system UI stack).
import './preview.css';

// Controls and docs tables come from the manifest the analyzer writes from the JSDoc.
setCustomElementsManifest(manifest);

const TAGS = 'requirement-web, results-toggle, leaderboard-table, bibtex-card';

/**
 * The toolbar's languages: the six shipped tables, each named in its own language as a language
 * menu does, and Arabic for right to left. Arabic has no shipped table, so its strings are English
 * (the fallback) while the layout mirrors: the item says so rather than promise Arabic text.
 */
const LOCALES: { value: string; title: string; dir?: 'rtl' }[] = [
  { value: 'en', title: 'English' },
  { value: 'zh-CN', title: '中文' },
  { value: 'ja', title: '日本語' },
  { value: 'de', title: 'Deutsch' },
  { value: 'fr', title: 'Français' },
  { value: 'es', title: 'Español' },
  { value: 'ar', title: 'RTL (ar, English strings)', dir: 'rtl' },
];

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme of every element in the story',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'auto', title: 'Auto (system)' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language (and direction) around every element in the story',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'auto', locale: 'en' },
  decorators: [
    (story, context) => {
      // The toolbar language is a page's (or a section's) `lang` around the story, as a translated
      // blog post would set it: every element follows it live (the elements watch `lang` and `dir`),
      // and a story's own `lang` or `dir`, nearer the element, still wins. English, the docs'
      // own language, adds nothing, so the stories render exactly as before by default.
      const locale = LOCALES.find((item) => item.value === context.globals.locale);
      if (!locale || locale.value === 'en') return story();
      return html`<div class="story-locale" lang=${locale.value} dir=${locale.dir ?? nothing}>${story()}</div>`;
    },
    (story, context) => {
      const theme = context.globals.theme as string;
      const result = story();
      // The toolbar theme drives each element's `theme`, as a blog's own dark-mode switch would.
      // A story that sets `theme` itself (the Dark stories) keeps its own.
      queueMicrotask(() => {
        document.documentElement.dataset.theme = theme;
        document.body.style.background = theme === 'dark' ? '#0d1117' : '';
        document.body.style.color = theme === 'dark' ? '#e6edf3' : '';
        for (const el of document.querySelectorAll<HTMLElement>(TAGS)) {
          if (!el.hasAttribute('data-story-theme')) el.setAttribute('theme', theme);
        }
      });
      return result;
    },
  ],
  parameters: {
    controls: { expanded: true },
    options: { storySort: { order: ['Getting started', 'Elements'] } },
    a11y: { test: 'error' },
  },
};

export default preview;
