import { ORDER_EVENTS, ORDER_TEXTS } from '@casino/contract';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { onPrivateEvent } from '../../api/channels';
import { keys, queryClient } from '../../api/queries';
import { toast } from '../../ui/toast';
import { refreshOrders } from './api';

/**
 * What the shell mounts for a signed-in player (spec §4 realtime): an order created opens the orders
 * list; completed shows 'Order Completed!', cancelled 'Order Cancelled'; each reads the list again.
 */
export function OrderToasts() {
  const navigate = useNavigate();
  useEffect(() => {
    const stops = [
      onPrivateEvent(ORDER_EVENTS.created, () => {
        void refreshOrders();
        void navigate('/settings/orders');
      }),
      onPrivateEvent(ORDER_EVENTS.completed, () => {
        void refreshOrders();
        // Staff complete an order through the purchase, redemption or adjustment tools: balances moved.
        void queryClient.invalidateQueries({ queryKey: keys.me });
        toast.success(ORDER_TEXTS.completed);
      }),
      onPrivateEvent(ORDER_EVENTS.cancelled, () => {
        void refreshOrders();
        toast.info(ORDER_TEXTS.cancelled);
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [navigate]);
  return null;
}
