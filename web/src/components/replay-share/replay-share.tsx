// The finished game's replay, offered on the game result: "Open replay" on this phone, and the
// short address of the replay (this site's /replay/<link>) to copy, send through the phone's
// share sheet, or select in its field. The address holds the whole game and opens on any phone, with no account.
import { LinkButton } from '../ui/button/link-button';
import { Button } from '../ui/button/button';
import { paths } from '../../lib/paths';
import { useCopy } from '../../lib/use-copy';
import styles from './replay-share.module.css';

/** The replay's address on this site. */
function replayAddress(link: string): string {
  return `${window.location.origin}${paths.replay.to(link)}`;
}

/** Open, copy or share the replay of the game. */
export function ReplayShare({ link }: { readonly link: string }) {
  const address = replayAddress(link);
  const { copied, copy } = useCopy();
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({ title: 'Texas 42 replay', text: 'Watch our game of 42 again', url: address });
    } catch {
      // Dismissed by the player, or refused by the browser: nothing to do.
    }
  }

  return (
    <div className={styles.share} aria-label="Replay of this game" role="group">
      <LinkButton to={paths.replay.to(link)} variant="secondary">
        Open replay
      </LinkButton>
      {canShare ? (
        <Button variant="secondary" onClick={share}>
          Share replay
        </Button>
      ) : (
        <Button variant="secondary" onClick={() => copy(address)}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      )}
      {/* A field, not a paragraph: a tap selects the whole address, to copy by hand where the
          browser gives no clipboard. */}
      <input
        className={styles.address}
        readOnly
        value={address}
        aria-label="Replay address"
        onFocus={(event) => event.currentTarget.select()}
      />
    </div>
  );
}
