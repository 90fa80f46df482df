// Originality of the product's text: no run of 8 words copied from the rulebook or rulings.md
// (card names are proper names and may be quoted anywhere). The rules topics and the tutorial's
// coach are checked with it.
import fs from 'node:fs';
import path from 'node:path';
import { POLITICAL_DESIGNS } from '../../src/games/las-cartas/content/cards.js';

export const SHINGLE = 8;
/** shared/ sits next to the repository (../shared), or next to the folder of git worktrees (../../shared). */
const SHARED = ['../shared', '../../shared'].map((p) => path.resolve(process.cwd(), p)).find((p) => fs.existsSync(p))
  ?? path.resolve(process.cwd(), '../shared');
export const RULEBOOK = path.join(SHARED, 'rules/las-cartas-rulebook.txt');
export const RULINGS = path.join(SHARED, 'design/rulings.md');

/** Card names are proper names (one is itself 8 words long): they may be quoted anywhere. */
const CARD_NAMES = POLITICAL_DESIGNS.map((d) => d.name).sort((a, b) => b.length - a.length);

function words(text: string): string[] {
  let t = text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  for (const name of CARD_NAMES) t = t.split(name.toLowerCase()).join(' | ');
  return t.split(/[^a-z0-9|]+/).filter(Boolean);
}

function shingles(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= w.length; i++) {
    const run = w.slice(i, i + SHINGLE);
    if (!run.includes('|')) out.add(run.join(' '));
  }
  return out;
}

export interface Text {
  id: string;
  title: string;
  summary: string;
  body: string;
}

/** The runs of SHINGLE words in `texts` that also occur in `source`, each with its text's id. */
export function copiedRuns(source: string, texts: readonly Text[]): string[] {
  const ref = shingles(source);
  const hits: string[] = [];
  for (const t of texts) {
    for (const s of shingles(`${t.title}\n${t.summary}\n${t.body}`)) {
      if (ref.has(s)) hits.push(`${t.id}: "${s}"`);
    }
  }
  return hits;
}
