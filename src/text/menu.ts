// Plain mode's numbered menus, one definition for every game's prompts (R8–R20, V7–V30): the choices
// that may be taken now are numbered 1, 2, … in their order, 0 goes back where there is a way back,
// and a choice a rule bars now is shown with the reason and no number, so that no offered number is refused.
import { visible } from './sanitize.js';

/** One choice of a menu; `unavailable`: why it cannot be taken now (shown beside its label, never picked). */
export interface MenuChoice<T> {
  label: string;
  pick(): T;
  unavailable?: string;
}

export interface Menu<T> {
  lines: string[];
  choices: MenuChoice<T>[];
  back: MenuChoice<T> | null;
}

/** `choice`, offered when `problem` is null, else shown with it (why it cannot be taken now). */
export const unless = <T>(problem: string | null, choice: MenuChoice<T>): MenuChoice<T> => (problem === null ? choice : { ...choice, unavailable: problem });

/** The choices a player may pick now, numbered 1, 2, … in this order. */
export const offeredChoices = <T>(menu: Menu<T>): MenuChoice<T>[] => menu.choices.filter((c) => c.unavailable === undefined);

/** What may be typed: "1 to 4, or 0 to go back". */
export function menuRange<T>(menu: Menu<T>): string {
  const n = offeredChoices(menu).length;
  return `${n === 1 ? '1' : `1 to ${n}`}${menu.back ? ', or 0 to go back' : ''}`;
}

/** The menu's lines and its question: an offered choice numbered, a barred one with why (and no number). */
export function menuText<T>(menu: Menu<T>): { lines: string[]; ask: string } {
  let n = 0;
  const choices = menu.choices.map((c) => (c.unavailable === undefined ? `  ${++n}. ${c.label}` : `  -  ${c.label} (not now: ${c.unavailable.replace(/\.$/, '')})`));
  const back = menu.back ? [`  0. ${menu.back.label}`] : [];
  return { lines: [...menu.lines, ...choices, ...back], ask: `Your choice (${menuRange(menu)}): ` };
}

/** The choice a typed line (trimmed) picks, or the sentence saying what may be typed instead. */
export function menuPick<T>(menu: Menu<T>, typed: string): MenuChoice<T> | { refused: string } {
  const offered = offeredChoices(menu);
  const n = /^\d{1,9}$/.test(typed) ? Number(typed) : null;
  if (n !== null && n >= 1 && n <= offered.length) return offered[n - 1];
  if (n === 0 && menu.back) return menu.back;
  const what = typed === '' ? 'Nothing was typed' : `"${visible(typed)}" is not one of the choices`;
  return { refused: `${what}: type ${menuRange(menu)}, or ? for help.` };
}
