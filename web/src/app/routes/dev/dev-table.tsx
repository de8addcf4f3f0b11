// /dev/table?scene=bidding|trump|bidding-help|trump-help|your-turn|their-turn|trick-won|
// four-badges|hand-result|game-over|watching|daily (&from=0..3, the seat a watcher watches from):
// the table screen on a real PlayerView from the room layer, for working on the layout and for the
// browser tests. Actions are logged to the console instead of sent anywhere.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEATS } from '@texas42/shared';
import { LinkButton } from '../../../components/ui/button/link-button';
import { TableScreen } from '../../../features/table/components/table-screen';
import { fromPlayerView } from '../../../features/table/view-model/from-player-view';
import { sceneView } from './table-fixtures';

/** The table with a named scene (your-turn by default). */
export function DevTable() {
  const [params] = useSearchParams();
  const name = params.get('scene') ?? 'your-turn';
  const from = SEATS.find((seat) => String(seat) === params.get('from')) ?? null;
  const view = useMemo(() => fromPlayerView(sceneView(name), null, from), [name, from]);
  return (
    <TableScreen
      view={view}
      onAct={(action) => console.info('act', JSON.stringify(action))}
      onPlayAgain={() => console.info('play again')}
      dailyStanding={{ kind: 'known', players: 128, madeBid: 57, bestPoints: 41, counted: true }}
      daily={name === 'daily' ? '2026-11-26' : undefined}
      menu={
        <LinkButton to="/" variant="secondary">
          Home
        </LinkButton>
      }
    />
  );
}
