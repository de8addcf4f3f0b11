// Where an invite link lands (/join/CODE?host=Ann): "Join Ann's table", the name field and one
// big Join; creating a room of one's own is the small link below. The host's name comes from the
// link, written by the host's own app: the room itself is readable only by its members, so the
// app cannot look it up before joining. A link without a name says "Join the table CODE".
import { useId, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { LinkButton } from '../../../components/ui/button/link-button';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/error-message';
import { isInviteCode, normalizeInviteCode } from '../../../lib/invite-code';
import { paths } from '../../../lib/paths';
import { cleanPlayerName } from '../../../lib/player-name-storage';
import { useJoinRoom } from '../api/join-room';
import { usePlayerName } from '../hooks/use-player-name';
import { HomeHero } from './home-hero';
import { HomeScreen } from './home-screen';
import home from './home-screen.module.css';
import styles from './invite-screen.module.css';
import { PlayerNameField } from './player-name-field';

/** The invite's landing screen; a code that cannot be complete falls back to the home screen. */
export function InviteScreen() {
  const code = normalizeInviteCode(useParams().code ?? '');
  return isInviteCode(code) ? <JoinTable code={code} /> : <HomeScreen />;
}

/** "Join Ann's table": name, Join, or just watch. */
function JoinTable({ code }: { readonly code: string }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const host = cleanPlayerName(search.get('host') ?? '');
  const [name, setName] = usePlayerName();
  const [problem, setProblem] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const joinRoom = useJoinRoom();
  const titleId = useId();

  function join(watch: boolean) {
    joinRoom.reset();
    const playerName = cleanPlayerName(name);
    if (!playerName) {
      setProblem('Enter your name first.');
      nameInput.current?.focus();
      return;
    }
    setProblem(null);
    joinRoom.mutate(
      { playerName, inviteCode: code, watch },
      { onSuccess: (room) => navigate(paths.room.to('online', room.roomId)) },
    );
  }

  return (
    <main className={home.screen}>
      <HomeHero screen="Join the table" />
      <section className={home.card} aria-labelledby={titleId}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {host ? `Join ${host}’s table` : 'Join the table'}
          </h2>
          <p className={styles.code}>
            Table code <strong aria-label={[...code].join(' ')}>{code}</strong>
          </p>
        </header>
        <form
          className={home.stack}
          onSubmit={(event) => {
            event.preventDefault();
            join(false);
          }}
        >
          <PlayerNameField ref={nameInput} value={name} onValueChange={setName} error={problem} />
          <Button
            type="submit"
            block
            icon={<ArrowRightIcon />}
            aria-label={`Join with code ${code}`}
            pending={joinRoom.isPending && !joinRoom.variables?.watch}
            disabled={joinRoom.isPending}
          >
            Join
          </Button>
          <Button
            variant="ghost"
            className={home.watch}
            disabled={joinRoom.isPending}
            onClick={() => join(true)}
          >
            Just watch this table
          </Button>
        </form>
        {joinRoom.isError && (
          <p className={home.failure} role="alert">
            {errorMessage(joinRoom.error)}
          </p>
        )}
      </section>
      <LinkButton to={paths.home.to()} variant="ghost" className={styles.other}>
        Not this table? Create a room or play offline
      </LinkButton>
    </main>
  );
}
