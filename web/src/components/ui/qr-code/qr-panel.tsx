// A link to open on another phone, in a panel: a title, a few words, the link (cut to fit), its
// buttons, and beside them the link's QR code to scan. The invite and "Continue on another phone"
// are both one.
import type { ReactNode } from 'react';
import { QrCode } from './qr-code';
import styles from './qr-panel.module.css';

export type QrPanelProps = {
  /** The panel's heading, and its name for a screen reader. */
  readonly title: string;
  readonly link: string;
  /** What a screen reader hears for the link, when the link's own text does not say it. */
  readonly linkLabel?: string;
  /** What a screen reader hears for the QR code. */
  readonly qrLabel: string;
  /** The words under the title. */
  readonly children: ReactNode;
  /** The buttons under the link. */
  readonly actions: ReactNode;
};

/** Title, words, link and buttons, with the link's QR code beside them. */
export function QrPanel({ title, link, linkLabel, qrLabel, children, actions }: QrPanelProps) {
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.text}>
        <h2 className={styles.title}>{title}</h2>
        {children}
        <p className={styles.link}>
          <a href={link} aria-label={linkLabel}>
            {link.replace(/^https?:\/\//, '')}
          </a>
        </p>
        {actions}
      </div>
      <QrCode className={styles.qr} text={link} label={qrLabel} />
    </section>
  );
}
