#!/usr/bin/env node
// A tiny static file server for the repository root, with no dependencies:
// `npm start` builds, then serves the demo pages from here. The end-to-end
// tests import `startServer` and run it in-process on a free port.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Content types by extension; anything else is served as application/octet-stream. */
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.bib': 'application/x-bibtex; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** The pages worth opening, printed when the server starts. */
export const PAGES = [
  ['Findings page', '/demo/'],
  ['Findings page in German', '/demo/de/'],
  ['Playground', '/demo/playground.html'],
  ['Blog post', '/demo/blog-post.html'],
  ['Slide deck', '/demo/slides.html'],
];

function send(response, status, body, headers = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

/**
 * Maps a request path onto a file under `root`, or returns null when it would
 * leave `root` (`..`, encoded `%2e%2e`, backslashes, NUL bytes).
 */
export function resolveRequestPath(root, requestUrl) {
  // URL parsing would quietly fold /a/../../b into /b: refuse any dot-dot segment, raw or encoded, first.
  const rawPath = String(requestUrl).split(/[?#]/)[0];
  if (/(^|\/|\\)\.\.(\/|\\|$)/.test(rawPath) || /%2e%2e|\.%2e|%2e\./i.test(rawPath)) return null;
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  // Reject any `..` segment outright rather than normalising it away.
  if (pathname.split('/').includes('..')) return null;
  const resolved = path.resolve(root, `.${pathname}`);
  if (resolved !== root && !resolved.startsWith(root + path.sep)) return null;
  return { file: resolved, pathname };
}

async function handle(root, request, response) {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    send(response, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
    return;
  }
  const target = resolveRequestPath(root, request.url ?? '/');
  if (!target) {
    send(response, 403, 'Forbidden\n');
    return;
  }
  // Dotfiles and dot-directories (.git, .env, .ci) are never served.
  if (target.pathname.split('/').some((segment) => segment.startsWith('.'))) {
    send(response, 404, `Not found: ${target.pathname}\n`);
    return;
  }
  let { file } = target;
  let info;
  try {
    info = await stat(file);
    if (info.isDirectory()) {
      if (!target.pathname.endsWith('/')) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        send(response, 301, 'Moved\n', { Location: `${target.pathname}/${query}` });
        return;
      }
      file = path.join(file, 'index.html');
      info = await stat(file);
    }
    if (!info.isFile()) throw new Error('not a file');
  } catch {
    // Browsers ask for /favicon.ico on their own; a 404 would be a console error that is not the page's.
    if (target.pathname === '/favicon.ico') {
      response.writeHead(204, { 'Cache-Control': 'no-store' });
      response.end();
      return;
    }
    send(response, 404, `Not found: ${target.pathname}\n`);
    return;
  }
  response.writeHead(200, {
    'Content-Type': MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Content-Length': info.size,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const stream = createReadStream(file);
  stream.on('error', () => response.destroy());
  stream.pipe(response);
}

function listen(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/**
 * Starts the server. `port` 0 picks any free port; a taken port is retried
 * on the next one up to `attempts` times.
 * Resolves to `{ server, port, origin, close() }`.
 */
export async function startServer({ port = 8080, root = repoRoot, host = '127.0.0.1', attempts = 20 } = {}) {
  const absoluteRoot = path.resolve(root);
  const server = createServer((request, response) => {
    handle(absoluteRoot, request, response).catch(() => {
      if (!response.headersSent) send(response, 500, 'Internal error\n');
      else response.destroy();
    });
  });
  let candidate = Number(port);
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, candidate, host);
      break;
    } catch (error) {
      if (error.code !== 'EADDRINUSE' || candidate === 0 || attempt + 1 >= attempts) throw error;
      candidate += 1;
    }
  }
  const actualPort = server.address().port;
  return {
    server,
    port: actualPort,
    /** For in-process clients (tests): the literal address, which avoids localhost's IPv6-first lookup. */
    origin: `http://${host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host}:${actualPort}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const requested = process.env.PORT ? Number(process.env.PORT) : 8080;
  if (!Number.isInteger(requested) || requested < 0 || requested > 65535) {
    console.error(`PORT must be a port number, got "${process.env.PORT}"`);
    process.exit(1);
  }
  const { port } = await startServer({ port: requested, host: process.env.HOST || '127.0.0.1' });
  if (port !== requested && requested !== 0) console.log(`Port ${requested} is taken; using ${port}.`);
  for (const [name, page] of PAGES) console.log(`${name}: http://localhost:${port}${page}`);
  console.log('Press Ctrl+C to stop.');
}
