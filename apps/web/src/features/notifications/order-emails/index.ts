/** The account settings card with the order e-mail switches (routes.tsx puts it on the account page). */
export { OrderEmailSettings } from './OrderEmailSettings';
