// Preloaded with --import after trace-imports.mjs: writes the line SEGMENTER to $JUNTA_TRACE_FILE each
// time the program builds an Intl.Segmenter, so a trace tells whether one was built before the first frame.
import { appendFileSync } from 'node:fs';

const file = process.env.JUNTA_TRACE_FILE;
const Segmenter = Intl.Segmenter;
Intl.Segmenter = class extends Segmenter {
  constructor(...args) {
    super(...args);
    if (file) appendFileSync(file, 'SEGMENTER\n');
  }
};
