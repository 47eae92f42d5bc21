/** The bag's Shipping Address box; the route table hands it to the checkout feature's bag page. */
export { ShippingAddressBox, type ShippingAddressBoxProps } from './components/ShippingAddressBox';
