// Inviting friends: the six-character code (read aloud), the link /join/CODE (copied or sent
// through the phone's share sheet where the browser has one), and a QR code of the link for a
// friend in the same room to scan.
import { useCopy } from '../../lib/use-copy';
import { Button } from '../ui/button/button';
import { QrCode } from '../ui/qr-code/qr-code';
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
    <section className={styles.panel} aria-label="Invite friends">
      <div className={styles.text}>
        <h2 className={styles.title}>Invite friends</h2>
        <p className={styles.codeLine}>
          Code{' '}
          <strong className={styles.code} aria-label={`Invite code ${[...code].join(' ')}`}>
            {code}
          </strong>
        </p>
        <p className={styles.link}>
          <a href={link}>{link.replace(/^https?:\/\//, '')}</a>
        </p>
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
      </div>
      <QrCode className={styles.qr} text={link} label={`QR code for the invite link ${link}`} />
    </section>
  );
}
