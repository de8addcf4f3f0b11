import { describe, expect, it } from 'vitest';
import { HOUSE, TOURNAMENT, actionsOf, createGame, dominoesIn, validActions } from '../engine';
import type { GameState, Seat } from '../engine';
import { coachCapabilities, spectatorCapabilities, studentCapabilities } from './capability';
import { debugViews, getPlayerView } from './get-player-view';
import type { Hinter } from './player-view';
import { playRandomGame, randomSource } from './test-support/random-games';
import { advanceBy, advanceTo, run } from './test-support/steps';

const SEED = 123456789;
const firstMove: Hinter = (view) => ({ action: view.validActions[0]!, reason: 'the first move listed' });

describe('a seated player', () => {
  const state = createGame(HOUSE, SEED);

  it('sees their own hand in self and only a count for every seat', () => {
    const view = getPlayerView(state, 2);
    expect(view.self).toEqual({ seat: 2, hand: dominoesIn(state.hands[2]) });
    expect(view.players.map((p) => p.handCount)).toEqual([7, 7, 7, 7]);
    for (const player of view.players) expect(Object.keys(player)).not.toContain('hand');
    expect(view.revealedHands).toEqual([]);
  });

  it('sees neither the seed, the shuffle state nor the replay link while the game runs', () => {
    const view = getPlayerView(state, 0, { replayLink: '1secret' });
    expect(view.replayLink).toBeNull();
    expect(JSON.stringify(view)).not.toContain(String(SEED));
    expect(JSON.stringify(view)).not.toContain('secret');
    if (state.dealing.kind === 'seeded')
      expect(JSON.stringify(view)).not.toContain(String(state.dealing.rng));
  });

  it('is offered only the actions of their own seat', () => {
    const turn = state.turn!;
    expect(getPlayerView(state, turn).validActions).toEqual(validActions(state));
    for (const seat of [0, 1, 2, 3] as Seat[])
      if (seat !== turn) expect(getPlayerView(state, seat).validActions).toEqual([]);
  });

  it('sees the public table: bids, contract, trump, the trick and the suit led', () => {
    const playing = advanceBy(advanceTo(state, 'playing'), 1);
    const view = getPlayerView(playing, 0);
    expect(view.bids).toEqual(playing.bids);
    expect(view.contract).toEqual(playing.contract);
    expect(view.trump).toBe(playing.trump);
    expect(view.trick).toEqual(playing.trick);
    expect(view.players[playing.trick[0]!.seat].handCount).toBe(6);
    expect(view.suitLed).toMatch(/^(blanks|ones|twos|threes|fours|fives|sixes|doubles)$/);
  });
});

describe('consensus', () => {
  const complete = advanceTo(createGame(TOURNAMENT, SEED), 'trick-complete');

  it('shows who has tapped Next and offers each seat only its own agreement', () => {
    const agreed = run(complete, { type: 'agree', seat: 1, to: 'complete-trick' });
    const view = getPlayerView(agreed, 0);
    expect(view.consensus).toEqual({ pending: 'complete-trick', agreed: [false, true, false, false] });
    expect(view.validActions).toEqual([{ type: 'agree', seat: 0, to: 'complete-trick' }]);
    expect(getPlayerView(agreed, 1).validActions).toEqual([]);
  });

  it('never offers the follow-up to a seat: the room runs it', () => {
    const all = ([0, 1, 2, 3] as Seat[]).reduce<GameState>(
      (s, seat) => run(s, { type: 'agree', seat, to: 'complete-trick' }),
      complete,
    );
    expect(validActions(all)).toEqual([{ type: 'complete-trick' }]);
    for (const view of debugViews(all)) expect(view.validActions).toEqual([]);
  });
});

describe('capabilities', () => {
  const playing = advanceTo(createGame(HOUSE, SEED), 'playing');

  it('a spectator sees the public table during play and every hand once the hand is over', () => {
    const during = getPlayerView(playing, null, { capabilities: spectatorCapabilities() });
    expect(during.self).toBeNull();
    expect(during.revealedHands).toEqual([]);
    expect(during.validActions).toEqual([]);
    const over = advanceTo(playing, 'hand-complete');
    const after = getPlayerView(over, null, { capabilities: spectatorCapabilities() });
    expect(after.revealedHands.map((h) => h.seat)).toEqual([0, 1, 2, 3]);
    for (const revealed of after.revealedHands) {
      expect(revealed.hand).toEqual(dominoesIn(over.hands[revealed.seat]));
      expect(revealed.dealt).toHaveLength(7);
    }
  });

  it('a seated player sees no other hand during play and every dealt hand once the hand is over', () => {
    expect(getPlayerView(playing, 1).revealedHands).toEqual([]);
    const over = advanceTo(playing, 'hand-complete');
    const after = getPlayerView(over, 1);
    expect(after.revealedHands.map((h) => h.seat)).toEqual([0, 2, 3]);
    for (const revealed of after.revealedHands) {
      expect(revealed.hand).toEqual(dominoesIn(over.hands[revealed.seat]));
      expect(revealed.dealt).toHaveLength(7);
    }
  });

  it('a coach sees the observed seat hand and the hinter advice for it, and acts for nobody', () => {
    const turn = playing.turn!;
    const view = getPlayerView(playing, null, { capabilities: coachCapabilities(turn), hinter: firstMove });
    expect(view.revealedHands).toEqual([
      { seat: turn, hand: dominoesIn(playing.hands[turn]), dealt: dominoesIn(playing.hands[turn]) },
    ]);
    expect(view.validActions).toEqual([]);
    expect(view.hints).toEqual([{ action: validActions(playing)[0], reason: 'the first move listed' }]);
  });

  it('hints stay hidden from a player without see-hints', () => {
    const turn = playing.turn!;
    expect(getPlayerView(playing, turn, { hinter: firstMove }).hints).toEqual([]);
    const student = getPlayerView(playing, turn, {
      capabilities: studentCapabilities(turn),
      hinter: firstMove,
    });
    expect(student.hints).toHaveLength(1);
  });

  it('a hint naming a move the seat may not take is dropped', () => {
    const turn = playing.turn!;
    const cheat: Hinter = () => ({ action: { type: 'pass', seat: turn }, reason: 'not now' });
    expect(
      getPlayerView(playing, turn, { capabilities: studentCapabilities(turn), hinter: cheat }).hints,
    ).toEqual([]);
  });

  it('annotated actions show hints and auto-play only for the seat they belong to', () => {
    const turn = playing.turn!;
    const actions = validActions(playing).map((action, i) => ({
      action,
      hint: `option ${i}`,
      autoPlay: i === 0,
    }));
    const student = getPlayerView(playing, turn, { capabilities: studentCapabilities(turn), actions });
    expect(student.hints.map((h) => h.reason)).toEqual(actions.map((a) => a.hint));
    expect(student.autoPlay).toEqual(actions[0]!.action);
    const other = getPlayerView(playing, ((turn + 1) % 4) as Seat, { actions });
    expect(other.autoPlay).toBeNull();
    expect(other.hints).toEqual([]);
  });
});

describe('the end of the game', () => {
  const over = playRandomGame(TOURNAMENT, SEED, randomSource(1));

  it('reveals the replay link the room gives and every hand to everyone', () => {
    const view = getPlayerView(over, 0, { replayLink: '1link' });
    expect(view.replayLink).toBe('1link');
    expect(view.winner).toBe(over.winner);
    expect(view.revealedHands.map((h) => h.seat)).toEqual([1, 2, 3]);
  });

  it('debugViews returns the four seated perspectives', () => {
    const views = debugViews(over);
    expect(views.map((v) => v.seat)).toEqual([0, 1, 2, 3]);
    expect(views.map((v) => v.self!.hand)).toEqual(
      [0, 1, 2, 3].map((s) => dominoesIn(over.hands[s as Seat])),
    );
  });

  it('reveals hands to a single-hand table once the room records its result', () => {
    const done = advanceTo(createGame(TOURNAMENT, SEED), 'hand-complete');
    const result = { kind: 'single-hand' as const, winner: 0 as const, outcome: done.outcome };
    const view = getPlayerView(done, 3, { result, replayLink: '1link' });
    expect(view.result).toEqual(result);
    expect(view.replayLink).toBe('1link');
    expect(view.winner).toBe(0);
    expect(actionsOf(done).length).toBeGreaterThan(0);
  });
});
