import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toast';
import { sendMessage } from './api';
import { useChat } from './chat-store';

/**
 * Shares the player's own settled bet in the room they chat in, as a card others open to verify it. On a
 * screen without the chat column it then opens `/chat`, where the card stands.
 */
export function ShareBetButton({ betId }: { betId: string }) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const share = async () => {
    setPending(true);
    try {
      await sendMessage({ body: '', roomId: useChat.getState().room, bet_id: betId });
      toast.success('Shared in chat');
      if (!window.matchMedia('(min-width: 1280px)').matches) navigate('/chat');
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not share this bet.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={share} pending={pending} data-testid="share-bet">
      <Share2 size={15} /> Share in chat
    </Button>
  );
}
