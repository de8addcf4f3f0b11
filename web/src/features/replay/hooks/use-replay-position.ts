// Where the viewer is in a replay: the step, kept in the page's address (`?step=12`, counted from
// 1) so a copied address opens the same moment on another phone, and whether it plays by itself.
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long each step stays on screen while the replay plays by itself. */
const AUTO_STEP_MS = 900;

/** The step the address names, kept within the game; the first step when it names none. */
const stepFrom = (text: string | null, count: number): number => {
  const step = Number(text);
  return Number.isInteger(step) && step >= 1 ? Math.min(step, count) - 1 : 0;
};

export interface ReplayPosition {
  /** The step shown, 0-based. */
  readonly at: number;
  readonly goTo: (step: number) => void;
  /** Stepping on by itself (until the last step). */
  readonly playing: boolean;
  readonly setPlaying: (playing: boolean) => void;
}

/** The position in a replay of `count` steps. */
export function useReplayPosition(count: number): ReplayPosition {
  const [params, setParams] = useSearchParams();
  const at = stepFrom(params.get('step'), count);
  const [wantsPlay, setWantsPlay] = useState(false);
  const playing = wantsPlay && at < count - 1;

  /** Moves to a step; a step chosen by hand pauses the replay. */
  const goTo = (step: number) => {
    setWantsPlay(false);
    const next = Math.max(0, Math.min(step, count - 1));
    // Replaced, not pushed: the back button leaves the replay rather than undoing a step.
    setParams(next === 0 ? {} : { step: String(next + 1) }, { replace: true });
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(
      () => setParams({ step: String(Math.min(at + 2, count)) }, { replace: true }),
      AUTO_STEP_MS,
    );
    return () => clearTimeout(timer);
  }, [playing, at, count, setParams]);

  const setPlaying = (play: boolean) => {
    // Play at the end starts again from the first step.
    if (play && at >= count - 1) goTo(0);
    setWantsPlay(play);
  };

  return { at, goTo, playing, setPlaying };
}
