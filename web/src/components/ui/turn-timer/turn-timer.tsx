// The turn clock: minutes and seconds left for the seat on turn, urgent in the last ten seconds.
import { useCountdown } from '../../../hooks/use-countdown';
import styles from './turn-timer.module.css';

export type TurnTimerProps = {
  readonly deadline: number | null;
  /** Where it stands in the box that holds it (the outlook's sheet). */
  readonly className?: string;
};

/** "0:23", read out as "23 seconds left"; nothing without a clock. */
export function TurnTimer({ deadline, className }: TurnTimerProps) {
  const seconds = useCountdown(deadline);
  if (seconds === null) return null;
  const text = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <span
      className={[styles.timer, className].filter(Boolean).join(' ')}
      role="timer"
      aria-label={`${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`}
      data-urgent={seconds <= 10 || undefined}
    >
      {text}
    </span>
  );
}
