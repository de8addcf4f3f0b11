// "Continue on another phone": a seated player makes a one-time link to their seat and opens it on
// their other device (a QR code to scan, or the link to copy). That device then plays the seat and
// this one leaves it. The link is secret: it is shown only here, works once and for ten minutes.
import { useCopy } from '../../../lib/use-copy';
import { Button } from '../../../components/ui/button/button';
import { QrCode } from '../../../components/ui/qr-code/qr-code';
import type { GameClientMode } from '../../../lib/game-client';
import { paths } from '../../../lib/paths';
import { useOfferTransfer } from '../api/offer-transfer';
import styles from './continue-panel.module.css';

export type ContinuePanelProps = {
  readonly mode: GameClientMode;
  readonly roomId: string;
};

/** The button, then the link and its QR code. */
export function ContinuePanel({ mode, roomId }: ContinuePanelProps) {
  const offer = useOfferTransfer(mode, roomId);
  const { copied, copy: copyText } = useCopy();
  if (offer.data === undefined)
    return (
      <Button variant="secondary" block pending={offer.isPending} onClick={() => offer.mutate()}>
        Continue on another phone
      </Button>
    );
  const link = `${window.location.origin}${paths.continue.to(offer.data.token)}`;
  const copy = () => copyText(link);
  return (
    <section className={styles.panel} aria-label="Continue on another phone">
      <div className={styles.text}>
        <h2 className={styles.title}>Continue on another phone</h2>
        <p className={styles.note}>
          Scan this on your other phone: your seat moves there and this one leaves it. Only for you: it works
          once, for 10 minutes.
        </p>
        <p className={styles.link}>
          <a href={link} aria-label="Link to continue on another phone">
            {link.replace(/^https?:\/\//, '')}
          </a>
        </p>
        <Button variant="secondary" onClick={copy}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      </div>
      <QrCode className={styles.qr} text={link} label="QR code to continue on another phone" />
    </section>
  );
}
