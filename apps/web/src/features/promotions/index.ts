/** The coupon card; the route table hands it to the checkout feature's bag page. */
export { CouponCard, type CouponCardProps } from './components/CouponCard';
export type { CouponTicket } from './api/coupons';
