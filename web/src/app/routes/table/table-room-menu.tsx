// What the table menu offers: a plain watcher's side to watch from; the AI's level (the host may change it); online, the invite (friends
// who join a running game watch and may ask the host for a seat the AI plays), the host's seat
// controls (hand a person's seat to the AI, give it back), who watches and coaches (the host may
// send a watcher away; a watcher may ask to coach a player or for an AI seat), continuing on
// another phone and linking a Google account (a seated player), and leaving; offline, moving the game online to invite friends (the score
// carries over and the server deals a fresh hand, which nobody could have worked out); always, home.
// A daily table offers no invite, no level to change and no leaving (the server refuses each).
import { isDailyTable } from '@texas42/shared';
import type { Seat } from '@texas42/shared';
import { InvitePanel } from '../../../components/invite/invite-panel';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { hostNameOf } from '../../../lib/host-name';
import { paths } from '../../../lib/paths';
import { askableSeats, coachableSeats, watcherRole } from '../../../features/audience/audience';
import { useAskForSeat } from '../../../features/audience/api/ask-for-seat';
import { useAskToCoach } from '../../../features/audience/api/ask-to-coach';
import { useLinkGoogle } from '../../../features/room/api/link-google';
import { useLeaveRoom } from '../../../hooks/use-leave-room';
import { useSheetNavigate } from '../../../hooks/use-sheet-navigate';
import { useMoveOnline } from '../../../features/transfer/api/move-online';
import { useRemoveWatcher } from '../../../features/audience/api/remove-watcher';
import { AiLevelChoice } from '../../../features/room/components/ai-level-choice';
import { useSetAway } from '../../../features/presence/api/set-away';
import { ConfirmButton } from '../../../components/ui/confirm-button/confirm-button';
import { ContinuePanel } from '../../../features/transfer/components/continue-panel';
import styles from '../../../components/ui/sheet/table-menu.module.css';
import { WatchFromChoice } from '../../../features/audience/components/watch-from-choice';
import type { WatchFromChoiceProps } from '../../../features/audience/components/watch-from-choice';

export type TableRoomMenuProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly room: RoomDocument;
  /** The viewer's seat and name (null seat: watching). */
  readonly seat: Seat | null;
  readonly name: string;
  /** The viewer's uid: a watcher may ask to coach a player. */
  readonly uid?: string;
  /** The host may send watchers away. */
  readonly isHost?: boolean;
  /** A plain watcher's side: the seat watched from and how to choose another. */
  readonly watchFrom?: Pick<WatchFromChoiceProps, 'seat' | 'onChoose'>;
};

/** The menu sheet's content for a live table. */
export function TableRoomMenu(props: TableRoomMenuProps) {
  const { mode, roomId, room, seat, name, uid, isHost = false, watchFrom } = props;
  const navigate = useSheetNavigate();
  const leave = useLeaveRoom(mode, roomId);
  const moveOnline = useMoveOnline();
  const remove = useRemoveWatcher(mode, roomId);
  const ask = useAskToCoach(mode, roomId);
  const setAway = useSetAway(mode, roomId);
  const askSeat = useAskForSeat(mode, roomId);
  const linkGoogle = useLinkGoogle(mode);
  const failed =
    [leave, moveOnline, remove, ask, setAway, askSeat, linkGoogle].find((mutation) => mutation.isError)
      ?.error ?? null;
  const watchers = room.lobby.watchers;
  const me = watchers.find((watcher) => watcher.uid === uid);
  const coachable = me === undefined ? [] : coachableSeats(room, me);
  const askable = me === undefined ? [] : askableSeats(room, me);
  // The day's deal is played alone, against the AI everyone plays it against, and its table waits
  // for its player: nobody to invite, no level to change, nothing to leave (Home keeps it waiting).
  const daily = isDailyTable(room.lobby);
  return (
    <>
      {watchFrom && <WatchFromChoice room={room} seat={watchFrom.seat} onChoose={watchFrom.onChoose} />}
      {room.lobby.seats.some((slot) => slot.kind === 'ai') && (
        <AiLevelChoice mode={mode} roomId={roomId} room={room} isHost={isHost && !daily} />
      )}
      {mode === 'online' && room.status === 'playing' && !daily && (
        <InvitePanel code={room.code} host={hostNameOf(room, null)} />
      )}
      {mode === 'offline' && seat !== null && room.status === 'playing' && (
        <Button
          block
          pending={moveOnline.isPending}
          onClick={() =>
            moveOnline.mutate(
              { playerName: name, seat },
              { onSuccess: (next) => navigate(paths.room.to('online', next.roomId)) },
            )
          }
        >
          Invite friends: continue online
        </Button>
      )}
      {mode === 'offline' && seat !== null && room.status === 'playing' && (
        <p className={styles.note}>The score carries over; the server deals a fresh hand.</p>
      )}
      {mode === 'online' && isHost && room.status === 'playing' && (
        <ul className={styles.watchers} aria-label="Seats">
          {room.lobby.seats.map((slot, index) =>
            slot.kind !== 'human' || slot.uid === uid ? null : (
              <li key={index} className={styles.watcher}>
                <span>
                  {slot.name}
                  {slot.away ? ' · away, the AI plays' : ''}
                </span>
                {slot.away ? (
                  <ConfirmButton
                    label={`Give ${slot.name} the seat back`}
                    question={`Give the seat back to ${slot.name}? The table will wait for ${slot.name} to play again.`}
                    yes="Give it back"
                    pending={setAway.isPending && setAway.variables.seat === index}
                    onConfirm={() => setAway.mutate({ seat: index as Seat, away: false })}
                  />
                ) : (
                  <ConfirmButton
                    label={`Let the AI play for ${slot.name}`}
                    question={`Let the AI play for ${slot.name}? ${slot.name} can take the seat back by tapping “I’m back”.`}
                    yes="Let the AI play"
                    pending={setAway.isPending && setAway.variables.seat === index}
                    onConfirm={() => setAway.mutate({ seat: index as Seat, away: true })}
                  />
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {mode === 'online' && watchers.length > 0 && (
        <ul className={styles.watchers} aria-label="Watching">
          {watchers.map((watcher) => (
            <li key={watcher.uid} className={styles.watcher}>
              <span>{watcherRole(room, watcher)}</span>
              {isHost && watcher.uid !== uid && (
                <ConfirmButton
                  label="Remove"
                  name={`Remove ${watcher.name}`}
                  question={`Send ${watcher.name} away? They will no longer see this table.`}
                  yes="Yes, remove"
                  pending={remove.isPending && remove.variables === watcher.uid}
                  onConfirm={() => remove.mutate(watcher.uid)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {mode === 'online' &&
        me !== undefined &&
        coachable.map((coached) => (
          <Button
            key={coached}
            variant="secondary"
            block
            pending={ask.isPending && ask.variables.seat === coached}
            onClick={() => ask.mutate({ playerName: me.name, inviteCode: room.code, seat: coached })}
          >
            Ask to coach {room.lobby.seats[coached]!.name}
          </Button>
        ))}
      {mode === 'online' &&
        askable.map((wanted) => (
          <Button
            key={wanted}
            variant="secondary"
            block
            pending={askSeat.isPending && askSeat.variables === wanted}
            onClick={() => askSeat.mutate(wanted)}
          >
            Ask to play {room.lobby.seats[wanted]!.name}&apos;s seat
          </Button>
        ))}
      {mode === 'online' && me?.asking != null && room.lobby.seats[me.asking]?.kind === 'ai' && (
        <p className={styles.note}>
          You asked for {room.lobby.seats[me.asking]!.name}&apos;s seat: the host will answer.
        </p>
      )}
      {mode === 'online' && seat !== null && room.status !== 'finished' && (
        <ContinuePanel mode={mode} roomId={roomId} />
      )}
      {mode === 'online' && seat !== null && (
        <Button
          variant="ghost"
          block
          pending={linkGoogle.isPending}
          disabled={linkGoogle.isSuccess}
          onClick={() => linkGoogle.mutate()}
        >
          {linkGoogle.isSuccess
            ? 'Linked to Google: sign in with it anywhere'
            : 'Keep me on every device: link Google'}
        </Button>
      )}
      {mode === 'online' && !daily && (
        <Button variant="secondary" block pending={leave.isPending} onClick={() => leave.mutate()}>
          Leave table
        </Button>
      )}
      <LinkButton to={paths.home.to()} variant="secondary">
        Home
      </LinkButton>
      {failed && <Toast message={errorMessage(failed)} />}
    </>
  );
}
