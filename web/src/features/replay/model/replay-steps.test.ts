import {
  TOURNAMENT,
  actionsOf,
  createGame,
  decodeGame,
  encodeGame,
  execute,
  recordOf,
  validActions,
} from '@texas42/shared';
import type { GameRecord, GameState, Settings } from '@texas42/shared';
import { describe, expect, it } from 'vitest';
import { handAt, nextStop, previousStop, replaySteps } from './replay-steps';
import type { ReplayTimeline } from './replay-steps';
import { stepCaption } from './replay-words';

/** Plays a game to its end: each seat bids the lowest bid it may (so the bidding never all
 * passes), after `passes` passes in turn (four: everyone passes and the dominoes are shaken
 * again), and plays its first legal domino. */
function playedGame(settings: Settings, seed: number, passes = 0): GameState {
  let state = createGame(settings, seed);
  for (let i = 0; i < passes; i++) state = must(execute(state, { type: 'pass', seat: state.turn! }));
  while (state.phase !== 'game-over') {
    const actions = validActions(state);
    const choice = actions.find((a) => a.type === 'bid') ?? actions[0]!;
    state = must(execute(state, choice));
  }
  return state;
}

function must<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

const ONE_MARK: Settings = { ...TOURNAMENT, target: { kind: 'marks', value: 1 } };
const THREE_MARKS: Settings = { ...TOURNAMENT, target: { kind: 'marks', value: 3 } };

const timelineOf = (record: GameRecord): ReplayTimeline => must(replaySteps(record));

describe('replaySteps', () => {
  it('steps through the deal, every bid, the trump, every play, the end of the hand and the game', () => {
    const game = playedGame(ONE_MARK, 5);
    const { steps, hands } = timelineOf(recordOf(game));
    const actions = actionsOf(game);
    expect(steps[0]!.kind).toBe('deal');
    expect(steps.at(-1)!.kind).toBe('game-over');
    expect(steps.at(-1)!.state).toEqual(game);
    expect(steps.filter((s) => s.kind === 'bid')).toHaveLength(4);
    expect(steps.filter((s) => s.kind === 'trump')).toHaveLength(1);
    expect(steps.filter((s) => s.kind === 'hand-over')).toHaveLength(1);
    // Each play is one step, pointing at its own action of the record (where a review mark goes).
    const plays = steps.filter((s) => s.kind === 'play');
    expect(plays).toHaveLength(actions.filter((a) => a.type === 'play').length);
    for (const step of plays) expect(actions[step.actionIndex!]).toBe(step.action);
    expect(steps.some((s) => s.action?.type === 'agree')).toBe(false);
    expect(hands).toEqual([{ number: 1, first: 0 }]);
  });

  it('keeps a complete trick on the table: its last play is a stop for "next trick"', () => {
    const { steps } = timelineOf(recordOf(playedGame(ONE_MARK, 8)));
    const trump = steps.findIndex((s) => s.kind === 'trump');
    expect(nextStop(steps, 0)).toBe(trump);
    const firstTrick = nextStop(steps, trump);
    expect(steps[firstTrick]!.state.phase).toBe('trick-complete');
    expect(steps[firstTrick]!.state.trick).toHaveLength(4);
    expect(firstTrick - trump).toBe(4);
    expect(previousStop(steps, firstTrick)).toBe(trump);
    expect(previousStop(steps, trump)).toBe(0);
    expect(nextStop(steps, steps.length - 1)).toBe(steps.length - 1);
  });

  it('lists each hand of a longer game where it is dealt, and finds the hand of any step', () => {
    const game = playedGame(THREE_MARKS, 21);
    const { steps, hands } = timelineOf(recordOf(game));
    expect(hands.map((h) => h.number)).toEqual(Array.from({ length: game.handNumber }, (_, i) => i + 1));
    for (const hand of hands) expect(steps[hand.first]!.state.phase).toBe('bidding');
    expect(handAt(hands, 0)).toBe(0);
    expect(handAt(hands, steps.length - 1)).toBe(hands.length - 1);
    expect(handAt(hands, hands[1]!.first)).toBe(1);
    expect(handAt(hands, hands[1]!.first - 1)).toBe(0);
  });

  it('shows an all-pass redeal as a pass that shakes again, within the same hand', () => {
    const game = playedGame(ONE_MARK, 3, 4);
    const { steps, hands } = timelineOf(recordOf(game));
    const redeal = steps[4]!;
    expect(redeal.kind).toBe('bid');
    expect(redeal.stop).toBe(true);
    expect(redeal.state.hands).not.toEqual(steps[0]!.state.hands);
    expect(stepCaption(redeal)).toMatch(/^Seat \d passes\. Everyone passed: shaken again/);
    expect(hands).toHaveLength(1);
  });

  it('replays a game read back from its link exactly', () => {
    const game = playedGame(THREE_MARKS, 34);
    const link = must(encodeGame(recordOf(game)));
    const { steps } = timelineOf(must(decodeGame(link)));
    expect(steps.at(-1)!.state).toEqual(game);
  });

  it('refuses a record whose action the rules do not allow, naming it', () => {
    const record = recordOf(createGame(ONE_MARK, 1));
    const result = replaySteps({ ...record, actions: [{ type: 'play', seat: 0, domino: 0 }] });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/^Action 1: /) });
  });
});

describe('stepCaption', () => {
  it('says what happened at each step in a player’s words', () => {
    const { steps } = timelineOf(recordOf(playedGame(ONE_MARK, 5)));
    const captions = steps.map(stepCaption);
    expect(captions[0]).toMatch(/^Hand 1: Seat \d shakes, Seat \d bids first$/);
    expect(captions.filter((c) => /^Seat \d bids (\d\d|\d marks?)$/.test(c))).toHaveLength(4);
    expect(captions.find((c) => / names /.test(c))).toMatch(/^Seat \d names [A-Z][a-z-]+$/);
    expect(captions.filter((c) => /^Seat \d leads \d-\d$/.test(c)).length).toBeGreaterThan(0);
    expect(captions.filter((c) => / takes trick \d \(\d+ points?\)$/.test(c)).length).toBeGreaterThan(0);
    expect(captions.find((c) => c.startsWith('Hand over: '))).toMatch(
      /(made|was set on) .+ \(\d+ points?\)$/,
    );
    expect(captions.at(-1)).toMatch(/^Game over: Seats [12] & [34] win, 1 mark to 0$/);
  });
});
