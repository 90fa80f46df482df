// Viva's play-or-pass windows in plain mode (V8, V14–V18, V30): Burglars and the card it takes, the
// before-combat cards that may be played now and on what (those held that may not, with the ruling),
// the Diversionary Tactic on one roll – all of it or one die – and the Expert destructions. Every
// seat asked by role may only pass when it holds nothing to play: being asked reveals nothing.
import { passAction, playAction } from '../models/battle-cards.js';
import { burglarsAction, takeAction } from '../models/burglars.js';
import { destroyAction } from '../models/destruction.js';
import { diversionAction } from '../models/diversion.js';
import { battleSentences } from './battle-words.js';
import { act, actOr, type Choice, next, type Prompt, type Shape } from './prompt.js';
import { cardWords, dieWords, list, plural } from './words.js';

type Of<K extends Prompt['kind']> = Extract<Prompt, { kind: K }>;

export function burglarsShape(prompt: Of<'burglars'>): Shape {
  const { model, names, view } = prompt;
  const choices: Choice[] = [{ label: 'Pass', pick: () => act(passAction(model.seatName)) }];
  if (model.card !== null) {
    for (const g of model.targets) {
      choices.push({ label: `Play Burglars on ${names[g]}'s Promise (${plural(view.players[g].promise!.size, 'card')})`, pick: () => actOr(burglarsAction(model, g)) });
    }
  }
  return { lines: ['Burglars: any Golpista may now take one card from another Golpista\'s Promise. Do you play it?'], choices, back: null };
}

export function takeShape(prompt: Of<'take'>): Shape {
  const seat = prompt.view.seat!;
  const name = prompt.view.players[seat].name;
  return {
    lines: [`${prompt.names[prompt.from]}'s Promise holds ${list(prompt.cards.map(cardWords))}. Which card do you take (never a die)?`],
    choices: prompt.cards.map((card) => ({ label: `Take ${cardWords(card)}`, pick: () => act(takeAction(name, card)) })),
    back: null,
  };
}

export function battleCardsShape(prompt: Of<'battle-cards'>): Shape {
  const { model, names, view } = prompt;
  const me = view.seat!;
  if (prompt.target !== null) {
    const play = model.plays[prompt.target];
    return {
      lines: [`Which die of the other side does ${cardWords(play.card)} destroy?`],
      choices: play.dice!.map((die) => {
        const roll = view.battle!.dice.find((d) => d.die === die)?.roll ?? null;
        return { label: `${dieWords(die, names, me)}${roll === null ? '' : ` (rolled ${roll})`}`, pick: () => actOr(playAction(model, prompt.target!, die)) };
      }),
      back: { label: 'Back', pick: () => next({ ...prompt, target: null, fresh: false }) },
    };
  }
  const step = view.battle!.step === 'A' ? 'card step A (the defending side)' : 'card step B (the attackers)';
  const lines = [
    `Before combat, ${step}: you are ${model.side === 'attack' ? 'attacking' : 'defending'}. Play cards one at a time, then pass.`,
    ...battleSentences(view, names),
    ...model.held.map((h) => `You hold ${cardWords(h.card)} but may not play it now: ${h.reason}.`),
  ];
  const choices: Choice[] = model.plays.map((play, i) => ({
    label: play.dice === null ? `Play ${cardWords(play.card)}` : `Play ${cardWords(play.card)} on a die of the other side`,
    pick: () => (play.dice === null ? actOr(playAction(model, i)) : next({ ...prompt, target: i, fresh: false })),
  }));
  choices.push({ label: model.plays.length > 0 ? 'Pass (play no more cards)' : 'Pass', pick: () => act(passAction(model.seatName)) });
  return { lines, choices, back: null };
}

export function diversionShape(prompt: Of<'diversion'>): Shape {
  const { model, names, view } = prompt;
  const me = view.seat!;
  const choices: Choice[] = [{ label: 'Pass', pick: () => act(passAction(model.seatName)) }];
  if (model.card !== null) {
    model.rolls.forEach((roll, i) => {
      const whose = roll.roller === me ? 'your own' : `${names[roll.roller]}'s`;
      choices.push({ label: `Diversionary Tactic: re-roll all of ${whose} roll (${roll.dice.map((d) => d.roll).join(', ')})`, pick: () => actOr(diversionAction(model, i)) });
      if (roll.dice.length > 1) {
        for (const d of roll.dice) {
          choices.push({ label: `Diversionary Tactic: re-roll ${dieWords(d.die, names, me)} of ${whose} roll (rolled ${d.roll})`, pick: () => actOr(diversionAction(model, i, d.die)) });
        }
      }
    });
  }
  return { lines: ['After the roll: a Diversionary Tactic re-rolls one participant\'s roll, or one die of it. Do you play one?', ...battleSentences(view, names)], choices, back: null };
}

export function destroyShape(prompt: Of<'destroy'>): Shape {
  const { model, names, view } = prompt;
  const me = view.seat!;
  return {
    lines: ['Expert: your rolled 1 lets you destroy one die of the other side that took part in this battle.', ...battleSentences(view, names)],
    choices: [
      ...model.targets.map((d, i) => ({ label: `Destroy ${dieWords(d.die, names, me)}${d.roll === null ? '' : ` (rolled ${d.roll})`}`, pick: () => actOr(destroyAction(model, i)) })),
      { label: 'Destroy none (pass)', pick: () => act(passAction(model.seatName)) },
    ],
    back: null,
  };
}
