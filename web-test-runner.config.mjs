// The browser layer (`npm run test:browser`): the elements, the base element, the manifest surface
// and the test/lib files that need a DOM, in Debian's headless Chromium (CHROME_PATH overrides),
// TypeScript through esbuild. The pure test/lib files run in Node (`npm run test:unit`,
// scripts/test-node.mjs); scripts/test-layers.mjs says which file runs where.
//
//   npx wtr                                    every browser test
//   npx wtr --group leaderboard-table          one group: a tag, `base`, `lib` or `surface`
//   npx wtr --files test/components/x.test.ts  one file
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { Readable } from 'node:stream';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';
import { BROWSER_FILES, BROWSER_GROUPS } from './scripts/test-layers.mjs';
import { cdpPlugin } from './test/support/cdp-plugin.mjs';

// The runner runs the root `files` as its "default" group and every configured group besides,
// also when files are named on the command line (`--files x` would then run x and all groups).
// So the groups are configured only when one is asked for: `wtr` runs the root files (every browser
// test, once), `wtr --group <name>` only that group's.
const groupAsked = process.argv.some((arg) => arg === '--group' || arg.startsWith('--group='));

/** Ids of /__hang/<id> responses whose client went away (the element aborted its fetch). */
const closedHangs = new Set();

export default {
  files: BROWSER_FILES,
  groups: groupAsked ? Object.entries(BROWSER_GROUPS).map(([name, files]) => ({ name, files })) : undefined,
  nodeResolve: true,
  // Lit's one-line dev-mode notice is expected in tests; everything else a page logs is kept.
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  concurrency: 2,
  // mocha's bound per test, not an assertion (house style: no timing in test assertions). 30 s: on a
  // 2-core machine shared with other work, the heaviest tests (a 300-node web tapped fifteen times
  // over CDP) took over 10 s while `npm test` ran its builds beside them; a hung test still fails.
  testFramework: { config: { timeout: 30000 } },
  browserStartTimeout: 60000,
  // A file's hang bound: requirement-web.test.ts's dense webs' taps alone took over 30 s each at
  // load 37 (each now has its own 180 s bound), so a whole file gets 900 s before it counts as hung.
  testsFinishTimeout: 900000,
  // /__slow/<ms>/<path> serves <path> after a delay: lets tests race a slow src against a newer one.
  middleware: [
    // /__hang/<id> sends a first byte and never ends; /__closed/<id> says whether the client went away.
    // /__big/<bytes> streams that many bytes of JSON-ish text without a Content-Length.
    async (context, next) => {
      const hang = /^\/__hang\/(\w+)/.exec(context.path);
      if (hang) {
        // The response's 'close' (never ended by us): the client dropped the connection.
        context.res.on('close', () => closedHangs.add(hang[1]));
        context.type = 'application/json';
        context.body = new Readable({ read() {} });
        context.body.push(' ');
        return;
      }
      const closed = /^\/__closed\/(\w+)/.exec(context.path);
      if (closed) {
        context.body = { closed: closedHangs.has(closed[1]) };
        return;
      }
      const big = /^\/__big\/(\d+)/.exec(context.path);
      if (big) {
        let left = Number(big[1]);
        const chunk = ' '.repeat(65536);
        context.type = 'application/json';
        context.body = new Readable({
          read() {
            if (left <= 0) return this.push(null);
            const part = chunk.slice(0, Math.min(left, chunk.length));
            left -= part.length;
            this.push(part);
          },
        });
        return;
      }
      return next();
    },
    async (context, next) => {
      const match = /^\/__slow\/(\d+)(\/.*)$/.exec(context.path);
      if (match) {
        await new Promise((resolve) => setTimeout(resolve, Number(match[1])));
        context.url = match[2];
      }
      return next();
    },
  ],
  plugins: [esbuildPlugin({ ts: true, tsconfig: './tsconfig.json', target: 'es2022' }), cdpPlugin()],
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
