import { existsSync } from 'node:fs';
import type { StorybookConfig } from '@storybook/web-components-vite';

/**
 * The library's classic-script bundle, served beside the docs site when it has been built
 * (`npm run build` first): the Playground's iframe form inlines it into the embed page it offers
 * for download. Without it the form gives the `embed` command instead, so a docs build without the
 * library build still works.
 */
const IIFE = new URL('../dist/codespecweave-widgets.iife.js', import.meta.url);

// Written by hand (no `storybook init` on these machines: it edits files outside the project).
const config: StorybookConfig = {
  // The docs site: the getting-started page and each element's API reference (MDX) beside the stories.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
  staticDirs: existsSync(IIFE) ? [{ from: '../dist/codespecweave-widgets.iife.js', to: '/codespecweave-widgets.iife.js' }] : [],
};

export default config;
