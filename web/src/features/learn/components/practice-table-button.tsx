// The way from the lessons to real play: a button that opens the practice table (an offline game
// against the Beginner AI, with hints) and goes to it. The practice table is an offline game like
// any other, so it takes the place of the one kept on the phone: with one kept, it asks first, as
// home's "Play offline vs AI" does.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button/button';
import { ConfirmButton } from '../../../components/ui/confirm-button/confirm-button';
import { errorMessage } from '../../../lib/error-message';
import { paths } from '../../../lib/paths';
import { loadPlayerName } from '../../../lib/player-name-storage';
import { SAVED_GAME_ENDS, savedOfflineGameId } from '../../../lib/saved-offline-game';
import { useOpenPracticeTable } from '../api/open-practice-table';

const LABEL = 'Practice table: a game with hints';

/** "Practice table", and why it failed if it did. */
export function PracticeTableButton({ variant }: { readonly variant: 'primary' | 'secondary' }) {
  const navigate = useNavigate();
  const practice = useOpenPracticeTable();
  const [saved] = useState(savedOfflineGameId);
  const open = () =>
    practice.mutate(loadPlayerName() || 'You', {
      onSuccess: (room) => void navigate(paths.room.to('offline', room.roomId)),
    });
  return (
    <>
      {saved === null ? (
        <Button variant={variant} pending={practice.isPending} onClick={open}>
          {LABEL}
        </Button>
      ) : (
        <ConfirmButton
          label={LABEL}
          question={`Start the practice table? ${SAVED_GAME_ENDS}`}
          yes="Start the practice table"
          variant={variant}
          pending={practice.isPending}
          onConfirm={open}
        />
      )}
      {practice.error && <p role="alert">{errorMessage(practice.error)}</p>}
    </>
  );
}
