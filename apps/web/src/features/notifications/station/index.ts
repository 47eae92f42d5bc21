/** What the app shell mounts: the header bell (its popover and dialog load on first use). */
export { NotificationBell } from './components/NotificationBell';
