import { useParams } from 'react-router';
import { useGameRtp } from './api';
import { RtpGameView } from './RtpViews';

/** /rtp/:gameId: one game's theoretical and measured return, per coin. */
export default function RtpGamePage() {
  const gameId = Number(useParams().gameId);
  const game = useGameRtp(gameId);
  // An id that is no number never asks the server: it is an unknown game, like a 404.
  const shown = Number.isInteger(gameId) && gameId > 0 ? game : { isPending: false, isError: true };
  return <RtpGameView game={shown} />;
}
