/**
 * `npm run dev`: the API server, restarted by `tsx watch` when server code changes, and Vite's dev server
 * with hot reload, which proxies /gw (websocket included, vite.config.ts) to it. Ctrl-C stops both.
 *
 * PORT (8080) is the API's port, VITE_PORT (5173) the one to open: http://localhost:5173/sales/
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { watch } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';
import { REGISTRY_FOLDERS, writeRegistries } from '../tools/build/registries.mjs';

const apiPort = Number(process.env.PORT ?? 8080);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
// vite.config.ts reads the proxy target when Vite loads it, below.
process.env.API_TARGET ??= `http://127.0.0.1:${apiPort}`;

function startApi(): ChildProcess {
  const tsxCli = path.resolve('node_modules/tsx/dist/cli.mjs');
  // Its own process group, so Ctrl-C reaches it once, through stop() below: tsx watch takes a second
  // signal as "force kill", which would not let the embedded database close.
  return spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'server/start.ts'], {
    // payment and return links lead the payer back to the page being developed (Vite's port)
    env: { PUBLIC_URL: `http://localhost:${vitePort}`, ...process.env, PORT: String(apiPort), SKIP_SPA_BUILD: '1' },
    stdio: 'inherit',
    detached: true,
  });
}

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

// a file added to or removed from a registry's folder rewrites the registry, which tsx watch and Vite then reload
writeRegistries();
for (const folder of REGISTRY_FOLDERS) watch(folder, { recursive: true }, () => writeRegistries());

const api = startApi();
// Vite's SPA fallback answers /sales/, /cabinet/ and /cpa/ with index.html, and src/main.tsx picks the cabinet.
const vite = await createServer({ appType: 'spa', server: { port: vitePort, strictPort: true } });

let stopping: Promise<never> | undefined;
function stop(exitCode: number): Promise<never> {
  stopping ??= (async () => {
    api.kill('SIGTERM');
    await Promise.all([vite.close(), exitOf(api)]);
    process.exit(exitCode);
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
api.once('exit', (code) => {
  if (!stopping) {
    console.error(`The API server stopped (exit code ${code}); stopping Vite too.`);
    void stop(code || 1);
  }
});

await vite.listen();
console.log(`\nDev: open http://localhost:${vitePort}/sales/ (also /cabinet/, /cpa/); /gw goes to ${process.env.API_TARGET}`);
vite.printUrls();
