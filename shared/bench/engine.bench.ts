// `npm run bench:engine`: random complete hands through the public API on one core. Each step is
// validActions + a uniform random pick + execute, consensus included (every seat agrees).
// Prints `<scenario>: <hands> hands/s, <micros> us/action`. Time is this process's CPU time, so a
// busy machine slows the run down but does not inflate the figures.

import { HOUSE, createGame, execute, mulberry32, validActions } from '../src/index';
import type { GameState, Settings } from '../src/index';

const SCENARIOS: Record<string, Settings> = {
  'house-full': { ...HOUSE, stopWhenDecided: false },
  house: HOUSE,
};
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);

/** A small seeded generator for the random picks, so runs are comparable. */
const picker = (seed: number): (() => number) => mulberry32(seed);

/** Plays from a fresh deal until the hand is scored; returns the actions taken. */
const playHand = (state: GameState, random: () => number): number => {
  const hand = state.handNumber;
  let actions = 0;
  while (state.handNumber === hand && state.phase !== 'game-over') {
    const options = validActions(state);
    const result = execute(state, options[Math.floor(random() * options.length)]!);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value;
    actions++;
  }
  return actions;
};

const run = (settings: Settings, seconds: number) => {
  const random = picker(42);
  let hands = 0;
  let actions = 0;
  let seed = 0;
  const cpuSeconds = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  };
  const start = cpuSeconds();
  let elapsed = 0;
  while (elapsed < seconds) {
    for (let i = 0; i < 100; i++) {
      actions += playHand(createGame(settings, seed++), random);
      hands++;
    }
    elapsed = cpuSeconds() - start;
  }
  return { handsPerSecond: hands / elapsed, microsPerAction: (elapsed * 1e6) / actions };
};

for (const settings of Object.values(SCENARIOS)) run(settings, 0.5); // warm up the JIT
for (const [name, settings] of Object.entries(SCENARIOS)) {
  const { handsPerSecond, microsPerAction } = run(settings, SECONDS);
  console.log(`${name}: ${Math.round(handsPerSecond)} hands/s, ${microsPerAction.toFixed(3)} us/action`);
}
