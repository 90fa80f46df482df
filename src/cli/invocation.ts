// How a hint names a junta command: the way that works from where this
// program was started. The README's set-up (npm install, npm start) puts no `junta` on the PATH, so
// a program that npm started says `npm start -- resume`; installed or linked, it says `junta resume`.

/** True when `npm start` in junta's own folder started this program (npm sets both variables). */
function startedByNpm(env: Record<string, string | undefined>): boolean {
  return env.npm_lifecycle_event === 'start' && env.npm_package_name === 'junta';
}

/** The command line that runs `junta ARGS` (`junta` alone for no arguments) as this program was started. */
export function juntaCommand(args: string, env: Record<string, string | undefined>): string {
  if (startedByNpm(env)) return args === '' ? 'npm start' : `npm start -- ${args}`;
  return args === '' ? 'junta' : `junta ${args}`;
}
