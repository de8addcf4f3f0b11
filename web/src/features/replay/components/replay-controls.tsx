// Moving through a replay: one step back or on, play and pause, a trick back or on, a slider
// over the whole game, and for a game of several hands a picker that jumps to a hand's deal.
import { Button } from '../../../components/ui/button/button';
import { StepButton } from '../../../components/ui/button/step-button';
import { handAt, nextStop, previousStop } from '../model/replay-steps';
import type { ReplayTimeline } from '../model/replay-steps';
import styles from './replay-controls.module.css';

export type ReplayControlsProps = {
  readonly timeline: ReplayTimeline;
  readonly at: number;
  readonly playing: boolean;
  readonly onGo: (step: number) => void;
  readonly onPlay: (playing: boolean) => void;
  readonly className?: string;
};

/** The replay's buttons, slider and hand picker. */
export function ReplayControls({ timeline, at, playing, onGo, onPlay, className }: ReplayControlsProps) {
  const { steps, hands } = timeline;
  const last = steps.length - 1;
  return (
    <nav className={[styles.controls, className].filter(Boolean).join(' ')} aria-label="Replay controls">
      <label className={styles.slider}>
        <span className={styles.position}>
          Step {at + 1} of {steps.length}
        </span>
        <input
          type="range"
          min={1}
          max={steps.length}
          value={at + 1}
          onChange={(event) => onGo(Number(event.target.value) - 1)}
          aria-label="Step"
        />
      </label>
      <div className={styles.row}>
        <StepButton variant="secondary" atEnd={at === 0} onClick={() => onGo(at - 1)}>
          Previous
        </StepButton>
        <Button variant="primary" onClick={() => onPlay(!playing)}>
          {playing ? 'Pause' : 'Play'}
        </Button>
        <StepButton variant="secondary" atEnd={at === last} onClick={() => onGo(at + 1)}>
          Next
        </StepButton>
      </div>
      <div className={styles.row}>
        <StepButton variant="secondary" atEnd={at === 0} onClick={() => onGo(previousStop(steps, at))}>
          Previous trick
        </StepButton>
        {hands.length > 1 && (
          <select
            className={styles.hands}
            aria-label="Hand"
            value={handAt(hands, at)}
            onChange={(event) => onGo(hands[Number(event.target.value)]!.first)}
          >
            {hands.map((hand, index) => (
              <option key={hand.number} value={index}>
                Hand {hand.number}
              </option>
            ))}
          </select>
        )}
        <StepButton variant="secondary" atEnd={at === last} onClick={() => onGo(nextStop(steps, at))}>
          Next trick
        </StepButton>
      </div>
    </nav>
  );
}
