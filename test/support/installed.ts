// An environment in which `junta` on the PATH is this program (a link to bin/junta.js, as npm link
// and npm install -g make): hints then name commands `junta …` (src/cli/invocation.ts), as a
// user who installed junta reads them, whether a test runs `junta` or `node bin/junta.js`.
import { mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

let linked: string | undefined;

/** `env` with a folder holding `junta` (this program) first on its PATH. */
export function withJuntaOnPath(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  if (linked === undefined) {
    linked = mkdtempSync(join(tmpdir(), 'junta-installed-'));
    symlinkSync(resolve('bin', 'junta.js'), join(linked, 'junta'));
  }
  return { ...env, PATH: env.PATH ? `${linked}${delimiter}${env.PATH}` : linked };
}
