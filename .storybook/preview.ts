import type { Preview } from '@storybook/web-components-vite';
import { setCustomElementsManifest } from '@storybook/web-components-vite';
import manifest from '../custom-elements.json';
// One page font for every preview (the demo pages' system UI stack).
import './preview.css';

// Controls and docs tables come from the manifest the analyzer writes from the JSDoc.
setCustomElementsManifest(manifest);

const TAGS = 'requirement-web, results-toggle, leaderboard-table, bibtex-card';

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
  },
  initialGlobals: { theme: 'auto' },
  decorators: [
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
