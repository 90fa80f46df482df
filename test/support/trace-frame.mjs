// Preloaded with --import after trace-imports.mjs: writes the line FRAME to $JUNTA_TRACE_FILE when the
// program first writes $JUNTA_TRACE_FRAME to stdout, so the trace tells what loaded before the first frame.
import { appendFileSync } from 'node:fs';

const { JUNTA_TRACE_FILE: file, JUNTA_TRACE_FRAME: text } = process.env;
const write = process.stdout.write.bind(process.stdout);
let seen = false;
process.stdout.write = (chunk, ...rest) => {
  if (!seen && file && text && String(chunk).includes(text)) {
    seen = true;
    appendFileSync(file, 'FRAME\n');
  }
  return write(chunk, ...rest);
};
