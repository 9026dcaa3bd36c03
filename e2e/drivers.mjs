// The engines the specs of e2e/engines/ run in, how to start each one's WebDriver server
// from the machine's own binaries, and the server that the specs' pages come from. The
// runner (engines.mjs) and the specs (webdriver.mjs) share them.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { until } from './lib.mjs';
import { serve } from '../tools/server.mjs';

/** How to start each engine's driver on `port`, and the session it is asked for. */
export const ENGINES = {
  firefox: {
    driver: (port) => [process.env.GECKODRIVER ?? 'geckodriver', ['--port', String(port)]],
    capabilities: {
      browserName: 'firefox',
      'moz:firefoxOptions': { binary: '/usr/bin/firefox-esr', args: ['-headless'] },
    },
  },
  webkit: {
    // WebKitGTK has no headless mode: it draws on a virtual display.
    driver: (port) => ['xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', 'WebKitWebDriver', `--port=${port}`]],
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': {
        binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
        args: ['--automation'],
      },
    },
  },
};

const WATCH = await readFile(join(import.meta.dirname, 'console_watch.js'), 'utf8');

/** Serves `dir` as the runner does: with the console watch before the app's script. */
export function serveWatched(dir) {
  return serve(dir, 0, '127.0.0.1', '/', { prelude: WATCH });
}

/** A port nobody listens on now (the drivers take a port number, not 0). */
function freePort() {
  return new Promise((ok, fail) => {
    const probe = createServer().once('error', fail).listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => ok(port));
    });
  });
}

/**
 * Starts `engine`'s driver in a process group of its own; resolves once it is ready, to
 * its URL and a `stop` that ends the group (the driver, its display, its browsers).
 */
export async function startDriver(engine) {
  const port = await freePort();
  const [command, args] = ENGINES[engine].driver(port);
  const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (d) => { log += d; });
  const exited = new Promise((ok) => child.once('exit', (code) => ok(code)));
  const url = `http://127.0.0.1:${port}`;
  const ready = () => fetch(`${url}/status`).then((r) => r.json()).then((s) => s.value?.ready === true).catch(() => false);
  await Promise.race([
    until(ready, `${command} on port ${port}`, 30_000),
    exited.then((code) => { throw new Error(`${command} exited (${code}): ${log.trim()}`); }),
  ]);
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } } };
}

