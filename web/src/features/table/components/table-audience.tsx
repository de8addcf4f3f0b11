// The audience at the table: a chip everyone sees saying who coaches whom and how many watch, and,
// for a seated player someone asks to coach, the question with Accept and Decline (only an
// accepted coach sees their hand).
import { Button } from '../../../components/ui/button/button';
import type { RoomDocument } from '../../../lib/game-client';
import { audienceLine, coachRequestsFor } from '../audience';
import styles from './table-audience.module.css';

export type TableAudienceProps = {
  readonly room: RoomDocument;
  /** The viewer's uid: their requests are shown to them. */
  readonly uid: string | undefined;
  /** Answers the watcher `uid`'s request; pending while an answer is on its way. */
  readonly onAnswer: (uid: string, accept: boolean) => void;
  readonly pending: boolean;
};

/** The audience chip and the oldest request to coach the viewer. */
export function TableAudience({ room, uid, onAnswer, pending }: TableAudienceProps) {
  const line = audienceLine(room);
  const request = coachRequestsFor(room, uid)[0];
  return (
    <>
      {line && (
        <p className={styles.chip} aria-label={`Audience: ${line}`}>
          {line}
        </p>
      )}
      {request && (
        <section className={styles.request} role="alertdialog" aria-label="Request to coach you">
          <span>{request.name} asks to coach you</span>
          <span className={styles.answers}>
            <Button pending={pending} onClick={() => onAnswer(request.uid, true)}>
              Accept
            </Button>
            <Button variant="secondary" pending={pending} onClick={() => onAnswer(request.uid, false)}>
              Decline
            </Button>
          </span>
        </section>
      )}
    </>
  );
}
