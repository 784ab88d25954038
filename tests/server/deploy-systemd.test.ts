import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 28: the systemd units of docs/operations.md as systemd itself reads them. This machine (and CI) has no
 * systemd as PID 1, so `systemctl enable` cannot be tried; `systemd-analyze verify` loads the units offline the
 * way the service manager does — unknown keys, bad values, a missing command, a broken instance name or drop-in
 * are reported — and the test fails on any of it. The unit's node is the one running this test (it is
 * /usr/local/bin/node on the server the guide installs).
 */
const repo = (file: string) => new URL(`../../${file}`, import.meta.url);
const DEBIAN_CADDY_UNIT = '/lib/systemd/system/caddy.service';
const units = mkdtempSync(join(tmpdir(), 'systemd-units-'));
afterAll(() => rmSync(units, { recursive: true, force: true }));

function verify(...names: string[]): { status: number | null; report: string } {
  const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...names], {
    env: { ...process.env, SYSTEMD_UNIT_PATH: `${units}:`, SYSTEMD_LOG_LEVEL: 'notice' },
    encoding: 'utf8',
  });
  if (run.error) throw new Error(`systemd-analyze could not run (apt-get install systemd): ${run.error.message}`);
  return { status: run.status, report: `${run.stdout}${run.stderr}`.trim() };
}

describe('deploy/systemd as systemd reads it', () => {
  const unit = readFileSync(repo('deploy/systemd/certificates@.service'), 'utf8');
  writeFileSync(join(units, 'certificates@.service'), unit.replaceAll('/usr/local/bin/node', process.execPath));
  copyFileSync(repo('deploy/systemd/certificates.target'), join(units, 'certificates.target'));

  it('two app instances and their target load without a warning', () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/local\/bin\/node /m);
    expect(verify('certificates@8081.service', 'certificates@8082.service', 'certificates.target')).toEqual({ status: 0, report: '' });
  });

  it("Debian's caddy.service takes the drop-in without a warning", () => {
    expect(existsSync(DEBIAN_CADDY_UNIT), `${DEBIAN_CADDY_UNIT} (apt-get install caddy)`).toBe(true);
    copyFileSync(DEBIAN_CADDY_UNIT, join(units, 'caddy.service'));
    mkdirSync(join(units, 'caddy.service.d'), { recursive: true });
    copyFileSync(repo('deploy/systemd/caddy-certificates.conf'), join(units, 'caddy.service.d', 'certificates.conf'));
    expect(verify('caddy.service')).toEqual({ status: 0, report: '' });
  });

  it('the check itself sees a bad key and a missing command', () => {
    writeFileSync(join(units, 'broken@.service'), unit.replace('[Service]', '[Service]\nRestartSecs=2').replaceAll('/usr/local/bin/node', '/nonexistent/node'));
    const { report } = verify('broken@8081.service');
    expect(report).toMatch(/Unknown key 'RestartSecs'/);
    expect(report).toMatch(/\/nonexistent\/node is not executable/);
    expect(execFileSync('systemd-analyze', ['--version'], { encoding: 'utf8' })).toMatch(/^systemd \d+/);
  });
});
