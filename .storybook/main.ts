import type { StorybookConfig } from '@storybook/web-components-vite';

// Written by hand (no `storybook init` on these machines: it edits files outside the project).
const config: StorybookConfig = {
  // The docs site: the getting-started page and each element's API reference (MDX) beside the stories.
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  docs: { defaultName: 'Docs' },
};

export default config;
