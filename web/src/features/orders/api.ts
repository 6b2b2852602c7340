import type { CreateOrder, Order, OrderList } from '@casino/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { queryClient } from '../../api/queries';

export const orderKeys = { list: ['orders'] as const };

/** `GET /api/orders`: the player's cashier orders, newest first. */
export function useOrders() {
  return useQuery({ queryKey: orderKeys.list, queryFn: async () => (await api<OrderList>('/orders')).data });
}

/** `POST /api/orders {amount, rsn, type}`: a request to the cashier; it moves no coins by itself. */
export const createOrder = (body: CreateOrder) => api<Order>('/orders', { method: 'POST', body });

/** `DELETE /api/orders/{id}`: the player withdraws an order still active. */
export const cancelOrder = (id: string) =>
  api<Order>(`/orders/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const refreshOrders = () => queryClient.invalidateQueries({ queryKey: orderKeys.list });
