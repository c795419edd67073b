// scripts/serve.mjs: the static server behind `npm start` and these tests.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { after, before, describe, test } from 'node:test';
import { resolveRequestPath, startServer } from '../../scripts/serve.mjs';
import { REPO_ROOT } from './support/browser.mjs';

/** A raw GET, so paths like /../x reach the server unnormalised. */
function get(port, rawPath, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath, method }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let server;
  before(async () => {
    server = await startServer({ port: 0 });
  });
  after(async () => {
    await server.close();
  });

  test('serves files with the right content types', async () => {
    const cases = [
      ['/demo/index.html', 'text/html; charset=utf-8'],
      ['/demo/demo.js', 'text/javascript; charset=utf-8'],
      ['/demo/slides.js', 'text/javascript; charset=utf-8'],
      ['/demo/data/bibtex.json', 'application/json; charset=utf-8'],
      ['/demo/demo.css', 'text/css; charset=utf-8'],
      ['/demo/blog-post.md', 'text/markdown; charset=utf-8'],
      ['/docs/screenshots/findings-1280-light.png', 'image/png'],
      ['/demo/vendor/reveal/reveal.mjs', 'text/javascript; charset=utf-8'],
    ];
    for (const [path, type] of cases) {
      const response = await get(server.port, path);
      assert.equal(response.status, 200, path);
      assert.equal(response.headers['content-type'], type, path);
      assert.equal(response.headers['x-content-type-options'], 'nosniff', path);
    }
  });

  test('serves a directory index and redirects a directory without its slash', async () => {
    const index = await get(server.port, '/demo/');
    assert.equal(index.status, 200);
    assert.match(index.body, /<title>When requirements interact/);
    const redirect = await get(server.port, '/demo?x=1');
    assert.equal(redirect.status, 301);
    assert.equal(redirect.headers.location, '/demo/?x=1');
  });

  test('answers HEAD without a body, and 404 / 405 where it should', async () => {
    const head = await get(server.port, '/demo/index.html', 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.body, '');
    assert.equal((await get(server.port, '/demo/nothing-here.html')).status, 404);
    assert.equal((await get(server.port, '/demo/index.html', 'POST')).status, 405);
    assert.equal((await get(server.port, '/favicon.ico')).status, 204);
  });

  test('never serves a file outside the root, nor dotfiles', async () => {
    for (const path of ['/../package.json', '/demo/../../etc/passwd', '/demo/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/demo/..\\..\\etc\\passwd', '/%00/etc/passwd']) {
      const response = await get(server.port, path);
      assert.ok([403, 404].includes(response.status), `${path} answered ${response.status}`);
      assert.doesNotMatch(response.body, /root:|"name": "codespecweave-widgets"/, path);
    }
    assert.equal((await get(server.port, '/.git/HEAD')).status, 404);
    assert.equal(resolveRequestPath(REPO_ROOT, '/a/../../b'), null);
    assert.equal(resolveRequestPath(REPO_ROOT, '/demo/index.html').pathname, '/demo/index.html');
  });

  test('moves to the next port when the requested one is taken', async () => {
    const blocker = createServer();
    await new Promise((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = blocker.address().port;
    try {
      const next = await startServer({ port: taken });
      try {
        assert.equal(next.port, taken + 1);
      } finally {
        await next.close();
      }
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  test('`node scripts/serve.mjs` honours PORT and prints the page URLs', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: REPO_ROOT, env: { ...process.env, PORT: String(port) } });
    try {
      const output = await new Promise((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no output: ${text}`)), 10000);
        child.stdout.on('data', (chunk) => {
          text += chunk;
          if (text.includes('Press Ctrl+C')) {
            clearTimeout(timer);
            resolve(text);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${text}`)));
      });
      const actual = Number(/localhost:(\d+)\/demo\//.exec(output)[1]);
      assert.ok(actual >= port && actual < port + 20, output);
      assert.match(output, new RegExp(`Findings page: http://localhost:${actual}/demo/`));
      assert.match(output, /Blog post: http:\/\/localhost:\d+\/demo\/blog-post\.html/);
      assert.match(output, /Slide deck: http:\/\/localhost:\d+\/demo\/slides\.html/);
      assert.equal((await get(actual, '/demo/')).status, 200);
    } finally {
      child.kill();
    }
  });
});
