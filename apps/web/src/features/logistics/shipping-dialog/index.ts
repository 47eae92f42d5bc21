/** The product page's shipping rows and calculation dialog; the route table hands them to the catalogue's product page. */
export { ShippingOptions, type ShippingOptionsProps } from './ShippingOptions';
