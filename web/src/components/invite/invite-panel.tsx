// Inviting friends: the six-character code (read aloud), the link /join/CODE (copied or sent
// through the phone's share sheet where the browser has one), and a QR code of the link for a
// friend in the same room to scan.
import { useCopy } from '../../lib/use-copy';
import { Button } from '../ui/button/button';
import { QrPanel } from '../ui/qr-code/qr-panel';
import { paths } from '../../lib/paths';
import styles from './invite-panel.module.css';

/** The invite link for a code, on this site, with the host's name for the page it opens. */
function inviteLink(code: string, host?: string | null): string {
  return `${window.location.origin}${paths.join.to(code, host)}`;
}

export type InvitePanelProps = {
  readonly code: string;
  /** The host's name: the link opens on "Join <host>'s table" (the room is secret until joined). */
  readonly host?: string | null;
};

/** Code, link, share and QR. */
export function InvitePanel({ code, host }: InvitePanelProps) {
  const link = inviteLink(code, host);
  const { copied, copy: copyText } = useCopy();
  const canShare = typeof navigator.share === 'function';

  async function share() {
    try {
      await navigator.share({
        title: 'Texas 42',
        text: `Join my Texas 42 table with code ${code}`,
        url: link,
      });
    } catch {
      // Dismissed by the player, or refused by the browser: nothing to do.
    }
  }

  const copy = () => copyText(link);

  return (
    <QrPanel
      title="Invite friends"
      link={link}
      qrLabel={`QR code for the invite link ${link}`}
      actions={
        <div className={styles.buttons}>
          {canShare && (
            <Button variant="primary" onClick={share}>
              Share invite
            </Button>
          )}
          <Button variant="secondary" onClick={copy}>
            {copied ? 'Link copied' : 'Copy link'}
          </Button>
        </div>
      }
    >
      <p className={styles.codeLine}>
        Code{' '}
        <strong className={styles.code} aria-label={`Invite code ${[...code].join(' ')}`}>
          {code}
        </strong>
      </p>
    </QrPanel>
  );
}
