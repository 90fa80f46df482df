// The keys tests press, as a terminal sends them. No imports: SSH tests load it before Ink.
export const ENTER = '\r';
export const ESC = '\x1b';
export const DOWN = '\x1b[B';
export const UP = '\x1b[A';
export const RIGHT = '\x1b[C';
export const LEFT = '\x1b[D';
export const TAB = '\t';
export const SPACE = ' ';
export const CTRL_C = '\x03';
export const CTRL_Z = '\x1a';
