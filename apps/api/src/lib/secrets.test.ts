// Secrets at start-up: generated once and kept across restarts, and an unreadable secrets file
// stops the start with a clear message instead of silently replacing the key that encrypts card
// codes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { loadSecrets } from './secrets.ts';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'store-secrets-test-'));

describe('secrets', () => {
  it('generates secrets once and keeps them across restarts', () => {
    const env = loadEnv({ DATA_DIR: tmp() });
    const first = loadSecrets(env);
    const second = loadSecrets(env);
    expect(first.codesKey.equals(second.codesKey)).toBe(true);
    expect(first.codesKey).toHaveLength(32);
  });

  it('refuses to start with an unreadable secrets file', () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, 'secrets.json'), '{ truncated');
    expect(() => loadSecrets(loadEnv({ DATA_DIR: dir }))).toThrow(/secrets\.json is unreadable/);
  });
});
