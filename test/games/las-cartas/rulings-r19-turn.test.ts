// R19 by the President, with a Building action still unused: the turn still passes on.
import { act, FOUR, patch, scenario, whoMustAct } from '../../support/game.js';

test("R19 after the President's Vote of No Confidence and the re-forming, voting goes on with the next turn even if the old President had a Building action left", () => {
  let s = scenario({ players: FOUR, president: 'Ana', hands: { Ana: ['vote-of-no-confidence'] } });
  s = patch(s, (d) => {
    d.players[0].inPlay.push({ card: 'radio-station#1', vote: null });
    d.politicalDeck.splice(d.politicalDeck.indexOf('radio-station#1'), 1);
  });
  s = act(s, { type: 'propose-budget', seat: 'Ana', stacks: [{ to: 'Ana', money: s.budget!.drawn, announced: 0 }] });
  s = act(s, { type: 'declare-buildings', seat: 'Ana', votes: [{ card: 'radio-station#1', vote: 'for' }] });
  s = act(s, { type: 'play-card', seat: 'Ana', card: 'vote-of-no-confidence', target: 'Cy' });
  expect(whoMustAct(s)).toEqual(['Cy:reform-budget']);
  s = act(s, { type: 'keep-budget', seat: 'Cy' });
  expect(s.president).toBe(2);
  expect(whoMustAct(s)).toEqual(['Bo:play-or-draw']);
});
