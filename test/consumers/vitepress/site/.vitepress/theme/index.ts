import DefaultTheme from 'vitepress/theme';

export default {
  extends: DefaultTheme,
  enhanceApp() {
    // In the browser only: the server build renders the page without the elements' classes.
    if (!import.meta.env.SSR) import('codespecweave-widgets/define.js');
  },
};
