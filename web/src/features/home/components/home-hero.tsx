// The home screen's masthead: a fan of three dominoes (the 4-2 in the middle) over the title.
import { Domino } from '../../../components/ui/domino/domino';
import { dominoId } from '@texas42/shared';
import { useScreen } from '../../../hooks/use-screen';
import styles from './home-hero.module.css';

/** The title, a tagline and a decorative fan of tiles; `screen` names the screen it heads in the
 * document title (none: the home screen, "Texas 42"). */
export function HomeHero({ screen = null }: { readonly screen?: string | null }) {
  const heading = useScreen(screen);
  return (
    <header className={styles.hero}>
      <div className={styles.fan} aria-hidden="true">
        <Domino id={dominoId(5, 5)} size={40} className={styles.left} decorative />
        <Domino id={dominoId(4, 2)} size={48} className={styles.middle} decorative />
        <Domino id={dominoId(6, 4)} size={40} className={styles.right} decorative />
      </div>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Texas <span className={styles.number}>42</span>
      </h1>
      <p className={styles.tagline}>The kitchen-table domino game, with friends wherever they are.</p>
    </header>
  );
}
