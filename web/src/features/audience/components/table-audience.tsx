// The audience at the table: a chip everyone sees saying who coaches whom and how many watch, and,
// for a seated player someone asks to coach, the question with Accept and Decline (only an
// accepted coach sees their hand); for the host, or the person who left it, a watcher asking for
// a seat the AI plays, or the first in the queue once a seat is free.
import { Button } from '../../../components/ui/button/button';
import type { RoomDocument } from '../../../lib/game-client';
import { audienceLine, coachRequestsFor, leftSeat, requestedSeat, seatRequestsFor } from '../audience';
import styles from './table-audience.module.css';

/** "Kim coaches Ann · 2 watching" at the foot of the board; nothing with nobody watching. */
export function AudienceChip({ room }: { readonly room: RoomDocument }) {
  const line = audienceLine(room);
  return line === null ? null : (
    <p className={styles.chip} aria-label={`Audience: ${line}`}>
      {line}
    </p>
  );
}

export type CoachRequestProps = {
  readonly room: RoomDocument;
  /** The viewer's uid: only requests to coach them are shown to them. */
  readonly uid: string | undefined;
  /** Answers the watcher `uid`'s request. */
  readonly onAnswer: (uid: string, accept: boolean) => void;
  /** An answer is on its way. */
  readonly pending: boolean;
};

/** The oldest request to coach the viewer, with Accept and Decline; nothing without one. */
export function CoachRequest({ room, uid, onAnswer, pending }: CoachRequestProps) {
  const request = coachRequestsFor(room, uid)[0];
  if (request === undefined) return null;
  return (
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
  );
}

/** For the host, or the person who left the seat, the oldest request for a seat the AI plays,
 * with Let in and Decline (No, for one's own seat). */
export function SeatRequest({ room, uid, onAnswer, pending }: CoachRequestProps) {
  const request = seatRequestsFor(room, uid)[0];
  const seat = request === undefined ? null : requestedSeat(room, request);
  if (request === undefined || seat === null) return null;
  const own = leftSeat(room, seat, uid);
  const seatName = room.lobby.seats[seat]?.name ?? 'a seat';
  const asks = request.waiting ? `${request.name}, first in the queue, asks` : `${request.name} asks`;
  return (
    <section className={styles.request} role="alertdialog" aria-label="Request for a seat">
      <span>
        {own ? `${asks} to take your seat (played by the AI)` : `${asks} to play ${seatName}'s seat`}
      </span>
      <span className={styles.answers}>
        <Button pending={pending} onClick={() => onAnswer(request.uid, true)}>
          Let in
        </Button>
        <Button variant="secondary" pending={pending} onClick={() => onAnswer(request.uid, false)}>
          {own ? 'No' : 'Decline'}
        </Button>
      </span>
    </section>
  );
}
