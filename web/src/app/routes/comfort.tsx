// /comfort: the comfort settings on a screen of their own, reached from the home screen (the
// table menu shows the same panel in its sheet).
import { ComfortPanel } from '../../components/comfort/comfort-panel';
import { Notice } from '../../components/ui/notice/notice';
import { paths } from '../../lib/paths';

/** "Comfort": the settings and the way back home. */
export function ComfortScreen() {
  return (
    <Notice title="Comfort" backTo={paths.home.to()}>
      <p>Kept on this phone, for every table you play.</p>
      <ComfortPanel />
    </Notice>
  );
}
