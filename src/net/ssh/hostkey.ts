// The SSH host key: one ed25519 key, made on the first `junta host --ssh` and kept in the
// state folder (0600, in a 0700 folder), never replaced silently – a new key would make every
// client warn that the host changed. A key that is unreadable, not private or not ed25519 is
// refused with what to do; it is never overwritten.
import { createHash } from 'node:crypto';
import { closeSync, constants, fstatSync, linkSync, lstatSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync, fsyncSync } from 'node:fs';
import { join } from 'node:path';
import ssh2 from 'ssh2';

export const HOST_KEY_FILE = 'ssh_host_ed25519_key';
/** A host key file is a few hundred bytes; anything much larger is not one. */
const MAX_KEY_BYTES = 16 * 1024;

export interface HostKey {
  /** The private key, OpenSSH format, for ssh2's `hostKeys`. */
  privateKey: Buffer;
  /** OpenSSH's form: `SHA256:` and the unpadded base64 of the public key's SHA-256. */
  fingerprint: string;
  path: string;
  /** True when this call made the key. */
  created: boolean;
}

export class HostKeyError extends Error {}

/** The fingerprint of a public key blob (the SSH wire form), as `ssh-keygen -lf` prints it. */
export function fingerprintOf(publicBlob: Buffer): string {
  return `SHA256:${createHash('sha256').update(publicBlob).digest('base64').replace(/=+$/, '')}`;
}

function parse(privateKey: Buffer, path: string): { fingerprint: string } {
  const parsed = ssh2.utils.parseKey(privateKey);
  if (parsed instanceof Error || Array.isArray(parsed)) {
    throw new HostKeyError(`${path} is not a readable SSH private key. Move it away to make a new one (clients will then warn that the host key changed).`);
  }
  if (parsed.type !== 'ssh-ed25519' || !parsed.isPrivateKey()) {
    throw new HostKeyError(`${path} is not an ed25519 private key. Move it away to make a new one (clients will then warn that the host key changed).`);
  }
  return { fingerprint: fingerprintOf(parsed.getPublicSSH()) };
}

function readExisting(path: string): HostKey {
  const info = lstatSync(path);
  if (!info.isFile()) throw new HostKeyError(`${path} is not a regular file; junta will not read a host key through it.`);
  if ((info.mode & 0o077) !== 0) {
    throw new HostKeyError(`${path} can be read by other users (mode ${(info.mode & 0o777).toString(8)}). Make it private with: chmod 600 ${path}`);
  }
  const fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    if (fstatSync(fd).size > MAX_KEY_BYTES) throw new HostKeyError(`${path} is too large to be a host key.`);
    const privateKey = readFileSync(fd);
    return { privateKey, ...parse(privateKey, path), path, created: false };
  } finally {
    closeSync(fd);
  }
}

/**
 * A new ed25519 private key in OpenSSH form. ssh2's generator drops a leading zero byte of the key
 * (about 1 key in 256), which no SSH implementation can read; such a key is made again.
 */
export function newEd25519Key(): Buffer {
  for (let attempt = 0; attempt < 16; attempt++) {
    const key = Buffer.from(ssh2.utils.generateKeyPairSync('ed25519').private);
    const parsed = ssh2.utils.parseKey(key);
    if (parsed instanceof Error || Array.isArray(parsed)) continue;
    const probe = Buffer.from('junta host key check');
    const signature = parsed.sign(probe);
    if (!(signature instanceof Error) && parsed.verify(probe, signature) === true) return key;
  }
  throw new HostKeyError('Could not make a usable ed25519 host key.');
}

/**
 * The host key in `stateDir`, made (and written atomically, 0600) if there is none yet. Two hosts
 * starting at once agree on one key: the file is linked into place only if it does not exist.
 */
export function loadHostKey(stateDir: string): HostKey {
  mkdirSync(stateDir, { recursive: true, mode: 0o700 });
  const path = join(stateDir, HOST_KEY_FILE);
  try {
    return readExisting(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const privateKey = newEd25519Key();
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
  try {
    writeSync(fd, privateKey);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readExisting(path);
  } finally {
    unlinkSync(temp);
  }
  return { privateKey, ...parse(privateKey, path), path, created: true };
}
