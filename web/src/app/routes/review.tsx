// /review/:mode/:roomId: the hand review of a room's finished hand, online or offline.
import { useParams } from 'react-router';
import { ReviewRoom } from '../../features/review/components/review-room';
import { NotFound } from './not-found';

/** The review of the room's hand, for a known transport. */
export function ReviewRoute() {
  const { mode, roomId = '' } = useParams();
  if (mode !== 'online' && mode !== 'offline') return <NotFound />;
  return <ReviewRoom key={`${mode}/${roomId}`} mode={mode} roomId={roomId} />;
}
