// The cashier orders feature's public face: its settings tab, and the realtime toasts the shell mounts.
export { OrdersSettings } from './OrdersSettings';
export { OrderToasts } from './OrderToasts';
