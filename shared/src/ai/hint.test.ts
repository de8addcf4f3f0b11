import { describe, expect, it } from 'vitest';
import { HOUSE, createGame, execute, partnerOf, sameAction, validActions } from '../engine';
import type { BidAction, GameState } from '../engine';
import { getPlayerView } from '../view';
import type { PlayerView } from '../view';
import { randomSource } from '../view/test-support/random-games';
import { bidOutlook } from './bid-outlook';
import { REAL_PLAY } from './real-play';
import { suggest, suggestInSteps } from './hint';
import { drain } from './steps';

const QUICK = { name: 'test', samples: 3, minSamples: 1, nodeBudget: 30_000, noise: 0 };
/** Enough nodes for the outlook to solve a few deals (QUICK's budget solves none). */
const SOLVING = { name: 'solving', samples: 6, minSamples: 4, nodeBudget: 1_500_000, noise: 0 };

/** A game of random moves from `seed`, `steps` long at most: `visit` sees each turn's view (the
 * state and the step's number with it) before the move. */
function eachTurn(
  seed: number,
  steps: number,
  visit: (view: PlayerView, state: GameState, step: number) => void,
): void {
  const random = randomSource(seed);
  let state: GameState = createGame(HOUSE, seed);
  for (let step = 0; step < steps && state.phase !== 'game-over'; step++) {
    if (state.turn !== null) visit(getPlayerView(state, state.turn), state, step);
    const options = validActions(state);
    state = (execute(state, options[Math.floor(random() * options.length)]!) as { value: GameState }).value;
  }
}

describe('hints', () => {
  it('suggest one of the valid actions with a one-line reason, in every phase', () => {
    const phases = new Set<string>();
    eachTurn(8, 300, (view, state, step) => {
      const hint = suggest(view, step, QUICK, QUICK)!;
      expect(view.validActions.some((a) => sameAction(a, hint.action))).toBe(true);
      expect(hint.reason).toMatch(/^[A-Z][^\n]{8,120}$/);
      phases.add(state.phase);
    });
    expect([...phases].sort()).toEqual(['bidding', 'playing', 'trump']);
  });

  it('come in steps where the chance costs deals: the move first, then the same move with its chance', () => {
    const stepped = new Set<string>();
    eachTurn(3, 120, (view, state, step) => {
      const { hint, finish } = suggestInSteps(view, step, QUICK, QUICK);
      const whole = suggest(view, step, QUICK, QUICK);
      if (finish === null) expect(hint).toEqual(whole);
      else {
        expect(hint!.action).toEqual(whole!.action);
        expect(hint!.reason).toMatch(/^(Bid [^:]+|Pass|Name [^:]+): working out how often [^…]+…$/);
        const finished = drain(finish);
        expect(finished.hint).toEqual(whole);
        // The sheet the chance was read from is Help me bid's for the same view and seed.
        const onSheet =
          state.phase === 'trump' ||
          finished.hint.action.type !== 'bid' ||
          /^Bid \d/.test(finished.hint.reason);
        expect(finished.outlook).toEqual(onSheet ? bidOutlook(view, step, QUICK) : null);
        expect(whole!.reason).toMatch(/ about \d+% of the time$/);
        stepped.add(state.phase);
      }
      if (state.phase === 'playing') expect(finish).toBeNull();
    });
    expect([...stepped].sort()).toEqual(['bidding', 'trump']);
  });

  it('are the same every time for the same view and seed', () => {
    const state = createGame(HOUSE, 3);
    const view = getPlayerView(state, state.turn);
    expect(suggest(view, 1, QUICK, QUICK)).toEqual(suggest(view, 1, QUICK, QUICK));
  });

  it('say a pass behind the partner’s highest bid is just that, with no chance to read', () => {
    let said = 0;
    for (let deal = 1; deal <= 12; deal++) {
      let state: GameState = createGame(HOUSE, deal);
      // The first seat opens at the lowest bid and the rest pass: the third seat's partner holds it.
      while (state.phase === 'bidding') {
        const view = getPlayerView(state, state.turn);
        const hint = suggest(view, deal, QUICK, QUICK)!;
        if (hint.action.type === 'pass' && state.contract?.bidder === partnerOf(state.turn!)) {
          expect(hint.reason).toBe('Pass: your partner already has the highest bid');
          said++;
        }
        const options = validActions(state);
        const open = state.contract === null ? options.find((a) => a.type === 'bid') : undefined;
        const pass = options.find((a) => a.type === 'pass');
        state = (execute(state, open ?? pass ?? options[0]!) as { value: GameState }).value;
      }
    }
    expect(said).toBeGreaterThan(0);
  });

  it('say why a bid over the other side’s is worth making under even odds', () => {
    // A quick level that weighs its bids in marks, as Expert does (heuristic-bid.ts's chooseBid).
    const weighing = { ...QUICK, realPlay: REAL_PLAY, bidsForMarks: true };
    const said = { under: 0, over: 0 };
    for (let deal = 1; deal <= 40; deal++) {
      const state = createGame(HOUSE, deal);
      const opening: BidAction = { type: 'bid', seat: state.turn!, kind: 'points', value: 30 };
      const next = (execute(state, opening) as { value: GameState }).value;
      const hint = suggest(getPlayerView(next, next.turn), deal, weighing, QUICK)!;
      if (hint.action.type !== 'bid' || !/^Bid \d/.test(hint.reason)) continue;
      const under = Number(hint.reason.match(/about (\d+)%/)?.[1]) < 50;
      expect(hint.reason.includes('cheaper than leaving them their bid')).toBe(under);
      said[under ? 'under' : 'over']++;
    }
    expect(said.under).toBeGreaterThan(0);
    expect(said.over).toBeGreaterThan(0);
  });

  it('give a bid or a trump the chance Help me bid shows for it, from the same view and seed', () => {
    const random = randomSource(5);
    const compared = new Set<string>();
    for (let deal = 1; deal <= 8; deal++) {
      let state: GameState = createGame(HOUSE, deal);
      while (state.phase === 'bidding' || state.phase === 'trump') {
        const view = getPlayerView(state, state.turn);
        const hint = suggest(view, deal, QUICK, SOLVING)!;
        const outlook = bidOutlook(view, deal, SOLVING)!;
        expect(outlook.deals).toBeGreaterThan(0);
        const shown = hint.reason.match(/about (\d+)%/)?.[1];
        const { action } = hint;
        // The sheet's cell: the named trump's row at the contract, or the best row at the bid's level
        // (a pass: the lowest bid's), where the sheet has that column.
        const bid =
          action.type === 'bid' ? action : view.validActions.find((a): a is BidAction => a.type === 'bid');
        const contract = state.contract;
        const points =
          state.phase === 'trump' && contract !== null
            ? contract.kind === 'points'
              ? contract.value
              : 42
            : bid && (bid.kind === 'points' ? bid.value : 42);
        // Splash and plunge have no column: their chance is the search's own.
        const onSheet = state.phase === 'trump' || bid?.kind === 'points' || bid?.kind === 'marks';
        const column = outlook.levels.findIndex((level) => level.points === points);
        const rows =
          action.type === 'select-trump'
            ? outlook.trumps.filter((t) => t.trump === action.trump)
            : outlook.trumps;
        const cells = rows.flatMap((row) => (row.chances[column] == null ? [] : [row.chances[column]!]));
        if (shown !== undefined && onSheet && column >= 0 && cells.length > 0) {
          expect(shown).toBe(String(Math.round(Math.max(0, Math.min(1, Math.max(...cells))) * 100)));
          compared.add(action.type);
        }
        const options = validActions(state);
        state = (execute(state, options[Math.floor(random() * options.length)]!) as { value: GameState })
          .value;
      }
    }
    expect([...compared].sort()).toEqual(['bid', 'pass', 'select-trump']);
  });
});
