// After the Presidente's battle (V20, V21, V23): the Promises settled, taken dice joining their
// recipients' orders, the Golpistas' battles listed (combat.ts opens them in turn); after the last,
// loans go home, the Sunglasses change hands and Spend Money begins (V24).
import { byDieId, dieOwner } from '../content/cards.js';
import { golpistas, type Ctx } from './context.js';
import { isAttacked } from './battle.js';
import { learn } from './knowledge.js';
import { startSpend } from './spend.js';

/** V20: 'none' – no attack on the Presidente; 'failure' – the rebels lose theirs; 'success' – all are discarded. V12: the attacked Golpistas' battles follow. */
export function settlePromises(ctx: Ctx, how: 'none' | 'failure' | 'success'): void {
  const { s } = ctx;
  const pres = s.players[s.presidente];
  for (const g of golpistas(s)) {
    const p = s.players[g];
    const promise = p.promise;
    if (!promise) continue;
    const taken = how === 'none' || (how === 'failure' && !s.rebels.includes(g));
    if (taken) {
      p.hand.push(...promise.cards);
      for (const seer of [s.presidente, ...promise.seenBy]) learn(s, seer, g, promise.cards);
      p.loans.push(...promise.dice.map((d) => ({ ...d })));
      ctx.emit({ type: 'promise-settled', seat: g, taken, count: promise.cards.length, dice: promise.dice });
    } else {
      s.discard.push(...promise.cards);
      pres.dice.push(...promise.dice.map((d) => d.die));
      pres.dice.sort(byDieId);
      ctx.emit({ type: 'promise-settled', seat: g, taken, count: promise.cards.length, cards: [...promise.cards], dice: promise.dice });
    }
    p.promise = null;
  }
  s.battles = golpistas(s).filter((g) => isAttacked(s, g));
}

/** After the last battle: V23's returns, V21's new Presidente, and Spend Money (V24). */
export function endCombat(ctx: Ctx): void {
  const { s } = ctx;
  for (const p of s.players) {
    if (p.loans.length === 0) continue;
    const dice = p.loans.map((l) => l.die);
    p.loans = [];
    const owner = s.players[dieOwner(dice[0])];
    owner.dice.push(...dice);
    owner.dice.sort(byDieId);
    ctx.emit({ type: 'dice-returned', seat: dieOwner(dice[0]), dice });
  }
  if (s.successor !== null) {
    s.presidente = s.successor;
    ctx.emit({ type: 'presidente', seat: s.presidente, how: 'coup' });
  }
  startSpend(ctx);
}
