// The Presidente's Promises in plain mode (V7, V23): each card moved to a Golpista's Promise or kept,
// Expert home dice promised with a face, then the Promises confirmed (they cannot be taken back).
import { numberOf, PRESIDENTE_NUMBER } from '../../rules/context.js';
import { assignCard, assignDie, cardsFor, diceFor, keptCards, promiseAction, promiseProblem, type ModelResult, type PromiseModel } from '../models/promises.js';
import { unless } from '../../../../text/menu.js';
import { type Answer, type Choice, next, refused, type Prompt, type PromiseStep, type Shape } from './prompt.js';
import { cardsWords, cardWords, dieWords, promisedDiceWords } from './words.js';

type PromisePrompt = Extract<Prompt, { kind: 'promises' }>;

/** The Promises as they stand, one line per Golpista, then what is kept. */
export function promiseSummary(model: PromiseModel, names: readonly string[], me: number): string[] {
  const lines = model.golpistas.map((g) => {
    const dice = diceFor(model, g);
    const cards = cardsFor(model, g);
    return `Promise to ${names[g]}: ${cards.length === 0 ? 'no card yet' : cardsWords(cards)}${dice.length > 0 ? `, with ${promisedDiceWords(dice, names, me)}` : ''}.`;
  });
  lines.push(`You keep: ${cardsWords(keptCards(model))}.`);
  if (model.expert) {
    const home = model.dice.filter((_, i) => model.dieTo[i] === null);
    lines.push(`Dice kept home to defend you: ${home.length === 0 ? 'none' : home.map((d) => dieWords(d, names, me)).join(', ')}.`);
  }
  return lines;
}

/** What a face on a die promised to `to` will do once he takes it (V23). */
function faceWords(to: number, face: number, names: readonly string[]): string {
  return face === numberOf(to) ? `defends ${names[to]}` : `attacks ${names[face - 1]}`;
}

export function promiseShape(prompt: PromisePrompt): Shape {
  const { model, names, step } = prompt;
  const me = prompt.view.presidente;
  const at = (s: PromiseStep, m: PromiseModel = model): Answer => next({ ...prompt, model: m, step: s, fresh: false });
  const apply = (result: ModelResult<PromiseModel>): Answer => ('model' in result ? at({ kind: 'menu' }, result.model) : refused(result.problem));
  const back: Choice = { label: 'Back', pick: () => at({ kind: 'menu' }) };
  const whereCard = (i: number) => (model.cardTo[i] === null ? 'kept' : `promised to ${names[model.cardTo[i]!]}`);
  switch (step.kind) {
    case 'menu': {
      const choices: Choice[] = model.hand.map((card, i) => ({ label: `Move ${cardWords(card)} (now ${whereCard(i)})`, pick: () => at({ kind: 'card', index: i }) }));
      model.dice.forEach((die, i) => {
        const to = model.dieTo[i];
        const now = to === null ? 'kept home' : `promised to ${names[to.to]} showing ${to.face}`;
        choices.push({ label: `Promise ${dieWords(die, names, me)} (now ${now})`, pick: () => at({ kind: 'die', index: i }) });
      });
      // Done is offered once every Golpista has a card (V7); until then it says who has none.
      choices.push(unless(promiseProblem(model, names), { label: 'Done: make these Promises', pick: () => done(prompt) }));
      const intro = [
        'Make your Promises: every Golpista gets at least one card; you may promise your whole hand.',
        ...(model.expert ? [`Expert: you may add home dice, each showing a seat number other than yours and other than ${PRESIDENTE_NUMBER}.`] : []),
      ];
      return { lines: [...(prompt.fresh ? intro : []), ...promiseSummary(model, names, me)], choices, back: null };
    }
    case 'card':
      return {
        lines: [`Where does ${cardWords(model.hand[step.index])} go?`], back,
        choices: [
          { label: `Keep it${model.cardTo[step.index] === null ? ' (where it is now)' : ''}`, pick: () => apply(assignCard(model, step.index, null)) },
          ...model.golpistas.map((g) => ({
            label: `Into ${names[g]}'s Promise${model.cardTo[step.index] === g ? ' (where it is now)' : ''}`, pick: () => apply(assignCard(model, step.index, g)),
          })),
        ],
      };
    case 'die':
      return {
        lines: [`Where does ${dieWords(model.dice[step.index], names, me)} go, and which face does it show?`], back,
        choices: [
          { label: 'Keep it home, defending you', pick: () => apply(assignDie(model, step.index, null)) },
          ...model.golpistas.flatMap((g) => model.faces.map((face) => ({
            label: `To ${names[g]} showing ${face} (it ${faceWords(g, face, names)})`, pick: () => apply(assignDie(model, step.index, { to: g, face })),
          }))),
        ],
      };
    case 'confirm':
      return {
        lines: [...promiseSummary(model, names, me), 'Make these Promises? This cannot be undone.'], back: null,
        choices: [
          { label: 'Yes', pick: () => ({ kind: 'action', action: step.action }) },
          { label: 'No, change them', pick: () => at({ kind: 'menu' }) },
        ],
      };
  }
}

function done(prompt: PromisePrompt): Answer {
  const built = promiseAction(prompt.model, prompt.names);
  return 'problem' in built ? refused(built.problem) : next({ ...prompt, step: { kind: 'confirm', action: built.action }, fresh: false });
}
