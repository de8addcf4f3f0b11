// /dev/table?scene=bidding|trump|bidding-help|trump-help|your-turn|their-turn|trick-won|practice|
// four-badges|hand-result|game-over|watching|daily (&from=0..3, the seat a watcher watches from;
// &notices=away|seat, a banner under the score: the AI playing for the player, or a request for a
// seat to the host; any value, to a watcher, that they watch): the table screen on a
// real PlayerView from the room layer, for working on the layout and for the browser tests.
// Actions are logged to the console instead of sent anywhere.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SEATS } from '@texas42/shared';
import { LinkButton } from '../../../components/ui/button/link-button';
import { TableScreen } from '../../../features/table/components/table-screen';
import { fromPlayerView } from '../../../features/table/view-model/from-player-view';
import { PresenceNotice } from '../../../features/presence/components/presence-notice';
import { SeatRequest } from '../../../features/audience/components/table-audience';
import { WatchingNotice } from '../../../features/audience/components/watching-notice';
import { DailyResult } from '../../../features/daily/components/daily-result';
import { BidOutlookButton } from '../../../features/outlook/components/bid-outlook';
import { askingRoom, sceneView } from './table-fixtures';

/** The table with a named scene (your-turn by default). */
export function DevTable() {
  const [params] = useSearchParams();
  const name = params.get('scene') ?? 'your-turn';
  const from = SEATS.find((seat) => String(seat) === params.get('from')) ?? null;
  const view = useMemo(() => fromPlayerView(sceneView(name), null, from), [name, from]);
  const notices = params.get('notices');
  const log = (what: string) => () => console.info(what);
  return (
    <TableScreen
      // A new scene is a new table, mounted afresh as if the page had loaded it: the browser tests
      // move from scene to scene in the app, without booting it again for each.
      key={params.toString()}
      view={view}
      onAct={(action) => console.info('act', JSON.stringify(action))}
      onPlayAgain={() => console.info('play again')}
      dailyResult={(result) => (
        <DailyResult
          result={result}
          standing={{ kind: 'known', players: 128, madeBid: 57, bestPoints: 41, counted: true }}
        />
      )}
      outlook={(ask, title) => <BidOutlookButton ask={ask} title={title} />}
      daily={name === 'daily' ? '2026-11-26' : undefined}
      notice={
        view.watching && notices !== null ? (
          <WatchingNotice
            side={view.players.bottom.name}
            coaching={false}
            place={null}
            pending={false}
            onAsk={log('ask')}
          />
        ) : notices === 'away' ? (
          <PresenceNotice away silent={null} pending={false} onBack={log('back')} onLetAiPlay={log('let')} />
        ) : notices === 'seat' ? (
          <SeatRequest room={askingRoom()} uid="me" pending={false} onAnswer={log('answer')} />
        ) : undefined
      }
      menu={
        <LinkButton to="/" variant="secondary">
          Home
        </LinkButton>
      }
    />
  );
}
