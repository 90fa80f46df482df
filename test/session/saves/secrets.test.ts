// A game's secrets file: written 0600 beside its save, read back only while no one else can read it.
import { chmodSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSecretFile, readSecret, secretPath, writeSecret } from '../../../src/session/saves/secrets.js';

const ID = '20250601-120000-abcd';
const folder = () => join(mkdtempSync(join(tmpdir(), 'junta-secrets-')), 'games');

test('secrets are written readable by this user only, and read back', () => {
  const dir = folder();
  writeSecret(dir, ID, { token: 't0k3n' });
  expect(secretPath(dir, ID)).toBe(join(dir, `${ID}.secret.json`));
  expect(statSync(secretPath(dir, ID)).mode & 0o777).toBe(0o600);
  expect(readSecret(dir, ID)).toEqual({ token: 't0k3n' });
  expect(readSecret(dir, '20250601-120000-ffff')).toBeNull();
});

test('secrets others could read, a link in place of the file, or a file that is not string pairs, are none', () => {
  const dir = folder();
  writeSecret(dir, ID, { token: 't0k3n' });
  chmodSync(secretPath(dir, ID), 0o640);
  expect(readSecret(dir, ID)).toBeNull();
  const other = '20250601-120000-0001';
  symlinkSync(secretPath(dir, ID), secretPath(dir, other));
  expect(readSecret(dir, other)).toBeNull();
  const numbers = '20250601-120000-0002';
  writeFileSync(secretPath(dir, numbers), '{"token":7}\n', { mode: 0o600 });
  expect(readSecret(dir, numbers)).toBeNull();
});

test('the store tells a secrets file from a save by its name', () => {
  expect(isSecretFile(`${ID}.secret.json`)).toBe(true);
  expect(isSecretFile(`${ID}.json`)).toBe(false);
});
