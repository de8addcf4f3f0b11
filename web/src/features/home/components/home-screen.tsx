// The first screen: who you are, then one of three ways in: create a room, join one with a code
// (an invite link lands on invite-screen.tsx instead, or here with the code filled in when the
// link's code is incomplete), play offline against the AI (or go on with the offline game kept on
// the phone, which a new one would end), or play the daily deal (online, or a practice deal on the
// phone when the server cannot be reached, which its button warns of before the tap when the phone
// says it has no network: a hint, see ../api/play-daily.ts).
import { useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { ConfirmButton } from '../../../components/ui/confirm-button/confirm-button';
import { ChipIcon, PlusIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/error-message';
import { isInviteCode, normalizeInviteCode } from '../../../lib/invite-code';
import { paths } from '../../../lib/paths';
import { useOnline } from '../../../hooks/use-online';
import { cleanPlayerName } from '../../../lib/player-name-storage';
import { SAVED_GAME_ENDS, savedOfflineGameId } from '../../../lib/saved-offline-game';
import { useCreateRoom } from '../api/create-room';
import { useJoinRoom } from '../api/join-room';
import { usePlayDaily } from '../api/play-daily';
import { useStartOfflineGame } from '../api/start-offline-game';
import { usePlayerName } from '../hooks/use-player-name';
import { HomeHero } from './home-hero';
import styles from './home-screen.module.css';
import { JoinCodeField } from './join-code-field';
import { PlayerNameField } from './player-name-field';
import { useSignInWithGoogle } from '../api/sign-in-with-google';

type Problem = { readonly field: 'name' | 'code'; readonly message: string };

/** Name, create room, join with code, play offline. */
export function HomeScreen() {
  const navigate = useNavigate();
  const params = useParams();
  const [name, setName] = usePlayerName();
  const [code, setCode] = useState(() => normalizeInviteCode(params.code ?? ''));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [saved] = useState(savedOfflineGameId);
  const nameInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const createRoom = useCreateRoom();
  const joinRoom = useJoinRoom();
  const startOffline = useStartOfflineGame();
  const google = useSignInWithGoogle();
  const daily = usePlayDaily();
  const online = useOnline(); // a hint: it words the Daily deal button, the tap tries the server
  const requests = [createRoom, joinRoom, startOffline, google, daily];
  const busy = requests.some((request) => request.isPending);
  const failed = requests.find((request) => request.isError);

  /** Clears earlier messages and returns the cleaned name, or null after asking for one. */
  function begin(): string | null {
    requests.forEach((request) => request.reset());
    setProblem(null);
    const playerName = cleanPlayerName(name);
    if (!playerName) {
      setProblem({ field: 'name', message: 'Enter your name first.' });
      nameInput.current?.focus();
      return null;
    }
    return playerName;
  }

  function onCreate() {
    const playerName = begin();
    if (!playerName) return;
    createRoom.mutate(playerName, {
      onSuccess: (room) => navigate(paths.room.to('online', room.roomId)),
    });
  }

  function onJoin(watch = false) {
    const playerName = begin();
    if (!playerName) return;
    if (!isInviteCode(code)) {
      setProblem({ field: 'code', message: 'Enter the 6-character code from your invite.' });
      codeInput.current?.focus();
      return;
    }
    joinRoom.mutate(
      { playerName, inviteCode: code, watch },
      { onSuccess: (room) => navigate(paths.room.to('online', room.roomId)) },
    );
  }

  function onPlayOffline() {
    const playerName = begin();
    if (!playerName) return;
    startOffline.mutate(playerName, {
      onSuccess: (room) => navigate(paths.room.to('offline', room.roomId)),
    });
  }

  function onPlayDaily() {
    const playerName = begin();
    if (!playerName) return;
    daily.mutate(playerName, { onSuccess: (room) => navigate(paths.room.to(room.mode, room.roomId)) });
  }

  return (
    <main className={styles.screen}>
      <HomeHero />
      <section className={styles.card} aria-label="Start playing">
        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            onCreate();
          }}
        >
          <PlayerNameField
            ref={nameInput}
            value={name}
            onValueChange={setName}
            error={problem?.field === 'name' ? problem.message : null}
          />
          <Button type="submit" block icon={<PlusIcon />} pending={createRoom.isPending} disabled={busy}>
            Create room
          </Button>
        </form>

        <form
          className={styles.stack}
          onSubmit={(event) => {
            event.preventDefault();
            onJoin();
          }}
        >
          <JoinCodeField
            ref={codeInput}
            code={code}
            onCodeChange={setCode}
            error={problem?.field === 'code' ? problem.message : null}
            pending={joinRoom.isPending}
            disabled={busy}
          />
          {isInviteCode(code) && (
            <Button variant="ghost" className={styles.watch} disabled={busy} onClick={() => onJoin(true)}>
              Just watch this table
            </Button>
          )}
        </form>

        <div className={styles.or} aria-hidden="true">
          <span>or</span>
        </div>

        {saved === null ? (
          <Button
            variant="secondary"
            block
            icon={<ChipIcon />}
            pending={startOffline.isPending}
            disabled={busy}
            onClick={onPlayOffline}
          >
            Play offline vs AI
          </Button>
        ) : (
          // One offline game is kept on a phone: a new one ends it, so it comes after Continue and asks.
          <>
            <LinkButton to={paths.room.to('offline', saved)} variant="secondary" icon={<ChipIcon />}>
              Continue your offline game
            </LinkButton>
            <ConfirmButton
              label="Play offline vs AI"
              question={`Start a new game against the AI? ${SAVED_GAME_ENDS}`}
              yes="Start a new game"
              block
              pending={startOffline.isPending}
              disabled={busy}
              onConfirm={onPlayOffline}
            />
          </>
        )}
        <Button variant="ghost" block pending={daily.isPending} disabled={busy} onClick={onPlayDaily}>
          {online ? 'Daily deal' : 'Daily deal · practice if no network'}
        </Button>
        {!online && (
          <p className={styles.footnote}>
            No network? Today’s deal for everyone needs one: without it you play a practice deal on this
            phone, compared with no one.
          </p>
        )}

        {failed && (
          <p className={styles.failure} role="alert">
            {errorMessage(failed.error)}
          </p>
        )}
      </section>
      <p className={styles.footnote}>No account needed. Empty seats are filled by AI players.</p>
      <LinkButton to={paths.learn.to()} variant="ghost">
        New to 42? Learn to play
      </LinkButton>
      <LinkButton to={paths.rules.to()} variant="ghost">
        The rules
      </LinkButton>
      <LinkButton to={paths.stats.to()} variant="ghost">
        Your stats and history
      </LinkButton>
      <LinkButton to={paths.comfort.to()} variant="ghost">
        Comfort: larger text and dominoes
      </LinkButton>
      {google.isSuccess ? (
        <p className={styles.footnote} role="status">
          Signed in with Google: open your table’s invite link to sit back down.
        </p>
      ) : (
        <Button variant="ghost" pending={google.isPending} disabled={busy} onClick={() => google.mutate()}>
          Linked Google on another phone? Sign in with Google
        </Button>
      )}
    </main>
  );
}
