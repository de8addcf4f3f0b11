// /comfort: the comfort settings on a screen of their own, reached from the home screen (the
// table menu shows the same panel in its sheet).
import { ComfortPanel } from '../../components/comfort/comfort-panel';
import { LinkButton } from '../../components/ui/button/link-button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { paths } from '../../lib/paths';
import styles from './comfort.module.css';

/** "Comfort": the settings and the way back home. */
export function ComfortScreen() {
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="comfort-title">
        <h1 id="comfort-title" className={styles.title}>
          Comfort
        </h1>
        <p className={styles.lead}>Kept on this phone, for every table you play.</p>
        <ComfortPanel />
        <LinkButton to={paths.home.to()} icon={<ArrowLeftIcon />}>
          Back home
        </LinkButton>
      </section>
    </main>
  );
}
