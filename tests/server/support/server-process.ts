import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A real server process, started the way `npm start` starts it (server/launch.mjs), on a free port, for tests that kill it. */
export interface ServerProcess {
  baseUrl: string;
  port: number;
  child: ChildProcess;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** On `env.PORT` when given (a process restarted where a proxy expects it), else on a free port. */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['server/launch.mjs'], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1', SKIP_SPA_BUILD: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error(`server did not answer in time: ${stderr.slice(-2000)}`);
    const healthy = await fetch(`${baseUrl}/gw/health`).then((r) => r.ok, () => false);
    if (healthy) break;
    await sleep(200);
  }
  return {
    baseUrl,
    port,
    child,
    stderr: () => stderr,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await gone;
    },
  };
}

/** The admin's headers on a real server process (the demo account). */
export async function signInAdmin(baseUrl: string): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/gw/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ input: 'admin', password: 'demo1234', type: 'sales' }),
  });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}
