// Preloaded with --import: lists every module URL the program resolves, in $JUNTA_TRACE_FILE.
import { register } from 'node:module';

register('./trace-imports-hooks.mjs', import.meta.url, { data: { file: process.env.JUNTA_TRACE_FILE } });
