// What presence asks of a player at the table: when the AI plays their seat, "I'm back" takes it
// back; when the seat on turn at a table without a clock has been silent a while, "Let the AI
// play" for it.
import { Button } from '../../../components/ui/button/button';
import styles from './presence-notice.module.css';

export type PresenceNoticeProps = {
  /** The AI plays the viewer's seat. */
  readonly away: boolean;
  /** The name of the silent seat on turn, when the AI may take over for it. */
  readonly silent: string | null;
  readonly pending: boolean;
  readonly onBack: () => void;
  readonly onLetAiPlay: () => void;
};

/** "The AI is playing for you · I'm back", or "Eve has not played for a while · Let the AI play
 * for Eve"; nothing otherwise. */
export function PresenceNotice({ away, silent, pending, onBack, onLetAiPlay }: PresenceNoticeProps) {
  if (away)
    return (
      <section className={styles.notice} role="alertdialog" aria-label="The AI is playing for you">
        <span>The AI is playing for you</span>
        <Button pending={pending} onClick={onBack}>
          I’m back
        </Button>
      </section>
    );
  if (silent === null) return null;
  return (
    <section className={styles.notice} role="alertdialog" aria-label={`${silent} has not played for a while`}>
      <span>{silent} has not played for a while</span>
      <Button pending={pending} onClick={onLetAiPlay}>
        Let the AI play for {silent}
      </Button>
    </section>
  );
}
