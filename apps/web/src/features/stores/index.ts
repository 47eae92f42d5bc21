/** 'List to store' for one product and for a selection; the route table hands them to the product detail and the wish list. */
export { ListToStoreButton } from './components/ListToStoreButton';
export { BatchListToStoreButton } from './components/BatchListToStoreButton';
