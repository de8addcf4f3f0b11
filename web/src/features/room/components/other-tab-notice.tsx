// What a tab shows once another tab of the browser plays its offline game: only one tab plays it
// (lib/offline/offline-tab.ts), and this one may take it back, where the other tab left it.
import { Button } from '../../../components/ui/button/button';
import { Notice } from '../../../components/ui/notice/notice';
import { errorMessage } from '../../../lib/error-message';
import type { GameClientMode } from '../../../lib/game-client';
import { usePlayHere } from '../api/play-here';

/** "This game is open in another tab." and Play here, in place of the table. */
export function OtherTabNotice({ mode, roomId }: { readonly mode: GameClientMode; readonly roomId: string }) {
  const playHere = usePlayHere(mode, roomId);
  return (
    <Notice title="Open in another tab">
      <p>This game is open in another tab. Play it here to go on from where it is now.</p>
      <Button block pending={playHere.isPending} onClick={() => playHere.mutate()}>
        Play here
      </Button>
      {playHere.error && <p role="alert">{errorMessage(playHere.error)}</p>}
    </Notice>
  );
}
