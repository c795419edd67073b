// Browser tests: every file under test/lib and test/components, in Debian's
// headless Chromium (CHROME_PATH overrides), TypeScript through esbuild.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

export default {
  files: ['test/lib/**/*.test.ts', 'test/components/**/*.test.ts', 'test/internal/**/*.test.ts'],
  nodeResolve: true,
  // Lit's one-line dev-mode notice is expected in tests; everything else a page logs is kept.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  browserStartTimeout: 60000,
  testsFinishTimeout: 300000,
  // /__slow/<ms>/<path> serves <path> after a delay: lets tests race a slow src against a newer one.
  middleware: [
    async (context, next) => {
      const match = /^\/__slow\/(\d+)(\/.*)$/.exec(context.path);
      if (match) {
        await new Promise((resolve) => setTimeout(resolve, Number(match[1])));
        context.url = match[2];
      }
      return next();
    },
  ],
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' })],
  browsers: [
    chromeLauncher({
      // One browser context per test page: with concurrency 2 a second tab in the same
      // context is a background tab that gets no frames, so ResizeObserver and
      // requestAnimationFrame never fire there.
      createPage: async ({ browser }) => (await browser.createBrowserContext()).newPage(),
      launchOptions: {
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
};
