// The lobby of one room: who sits where (partners opposite), the invite (online rooms), the
// rules, the host's "Start game", and online a way out ("Leave room": the seat opens, and a host
// who leaves hands the role on). A host who is away is said to be, and once they have been away a
// while the others may take over as host, so a lobby never waits on someone who has gone. Every
// change goes to the room and comes back through the room document, so all members see the same
// lobby.
import { isDailyTable } from '@texas42/shared';
import type { Seat, TableChanges } from '@texas42/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { Toast } from '../../../components/ui/toast/toast';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode, RoomDocument } from '../../../lib/game-client';
import { hostNameOf } from '../../../lib/host-name';
import { useLeaveRoom } from '../../../hooks/use-leave-room';
import { PRESENCE_LIMITS } from '../../../lib/presence-limits';
import { useClaimHost } from '../api/claim-host';
import { useConfigureRoom } from '../api/configure-room';
import { useStartGame } from '../../../hooks/use-start-game';
import { useSwapSeats } from '../api/swap-seats';
import { useTakeSeat } from '../api/take-seat';
import { InvitePanel } from '../../../components/invite/invite-panel';
import { useScreen } from '../../../hooks/use-screen';
import styles from './lobby-screen.module.css';
import { RulesPanel } from './rules-panel';
import { SeatMap } from './seat-map';

export type LobbyScreenProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
  readonly room: RoomDocument;
  readonly uid: string | undefined;
  /** Where the host is, as this phone sees them: away a while, another member may take over. */
  readonly hostAway: 'here' | 'away' | 'replaceable';
};

/** A wait in words: "a minute" (a test run's shorter one in seconds). */
const waitWords = (ms: number): string => (ms === 60_000 ? 'a minute' : `${Math.round(ms / 1000)} seconds`);

/** Seats, invite, rules and Start. */
export function LobbyScreen({ mode, roomId, room, uid, hostAway }: LobbyScreenProps) {
  const takeSeat = useTakeSeat(mode, roomId);
  const swapSeats = useSwapSeats(mode, roomId);
  const configure = useConfigureRoom(mode, roomId);
  const start = useStartGame(mode, roomId);
  const leave = useLeaveRoom(mode, roomId);
  const claim = useClaimHost(mode, roomId);
  const [picked, setPicked] = useState<Seat | null>(null);
  const requests = [takeSeat, swapSeats, configure, start, leave, claim];
  const busy = requests.some((request) => request.isPending);
  const failed = requests.find((request) => request.isError);
  const isHost = uid !== undefined && room.hostUid === uid;
  const host = hostNameOf(room);
  const version = room.version;
  const humans = room.lobby.seats.filter((seat) => seat.kind === 'human').length;
  const heading = useScreen(mode === 'online' ? `Lobby ${room.code}` : 'Offline game');

  function pick(seat: Seat) {
    if (picked === null) return setPicked(seat);
    setPicked(null);
    if (picked !== seat) swapSeats.mutate({ seats: [picked, seat], version });
  }

  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <LinkButton to="/" variant="ghost" icon={<ArrowLeftIcon />}>
          Home
        </LinkButton>
        <h1 className={styles.title} ref={heading} tabIndex={-1}>
          {mode === 'online' ? 'Room lobby' : 'Offline game'}
        </h1>
      </header>
      <SeatMap
        room={room}
        uid={uid}
        picked={picked}
        busy={busy}
        onTake={mode === 'online' ? (seat) => takeSeat.mutate({ seat, version }) : undefined}
        onPick={isHost && humans > 1 ? pick : undefined}
      />
      {room.lobby.watchers.length > 0 && (
        <p className={styles.watchers}>Watching: {room.lobby.watchers.map((w) => w.name).join(', ')}</p>
      )}
      {mode === 'online' && <InvitePanel code={room.code} host={hostNameOf(room, null)} />}
      <RulesPanel
        room={room}
        clock={mode === 'online'}
        editable={isHost}
        busy={busy}
        onChange={(changes: TableChanges) => configure.mutate({ changes, version })}
      />
      {/* A daily table waits for its player (the server refuses to let it go), as at the table. */}
      {mode === 'online' && !isDailyTable(room.lobby) && (
        <Button
          variant="secondary"
          block
          pending={leave.isPending}
          disabled={busy}
          onClick={() => leave.mutate()}
        >
          Leave room
        </Button>
      )}
      <footer className={styles.footer}>
        {isHost ? (
          <Button block pending={start.isPending} disabled={busy} onClick={() => start.mutate(version)}>
            Start game
          </Button>
        ) : (
          <p className={styles.waiting} role="status">
            {hostAway === 'here'
              ? `Waiting for ${host} to start the game…`
              : hostAway === 'away'
                ? `${host} is away. Once they have been away ${waitWords(PRESENCE_LIMITS.hostAwayMs)}, you can take over as host.`
                : `${host} has been away ${waitWords(PRESENCE_LIMITS.hostAwayMs)}: you can take over as host.`}
          </p>
        )}
        {!isHost && hostAway === 'replaceable' && (
          <Button
            block
            pending={claim.isPending}
            disabled={busy}
            onClick={() => claim.mutate({ version, host: room.hostUid })}
          >
            Take over as host
          </Button>
        )}
        <p className={styles.note}>Open seats are played by the AI.</p>
      </footer>
      {failed && (
        <Toast
          key={failed.submittedAt}
          message={errorMessage(failed.error)}
          onDismiss={() => failed.reset()}
        />
      )}
    </main>
  );
}
