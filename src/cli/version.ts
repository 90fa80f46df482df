// The version, read from package.json with fs so `junta --version` loads nothing else.
import { readFileSync } from 'node:fs';

export function packageVersion(): string {
  const url = new URL('../../package.json', import.meta.url);
  return (JSON.parse(readFileSync(url, 'utf8')) as { version: string }).version;
}
