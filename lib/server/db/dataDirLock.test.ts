import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockDataDir } from './dataDirLock.mjs';

describe('lockDataDir', () => {
  let dir: string;
  let other: ChildProcess | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-'));
  });
  afterEach(() => {
    other?.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a directory another live process holds, naming it', () => {
    other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    fs.writeFileSync(path.join(dir, 'app.lock'), String(other.pid));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`held by process ${other.pid}`));
  });

  it('takes over a lock left by a process that is gone, and releases it', () => {
    fs.writeFileSync(path.join(dir, 'app.lock'), '999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'app.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'app.lock'))).toBe(false);
  });

  it('creates a missing directory', () => {
    const nested = path.join(dir, 'a', 'b');
    lockDataDir(nested)();
    expect(fs.existsSync(nested)).toBe(true);
  });
});
