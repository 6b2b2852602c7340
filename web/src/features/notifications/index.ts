// The notifications feature's public face: the header's bell (with live arrival); the inbox page is a route.
export { NotificationBell } from './NotificationBell';
