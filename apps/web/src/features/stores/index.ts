/** The product detail's 'List to store'; the route table hands it to the catalogue feature's product page. */
export { ListToStoreButton } from './components/ListToStoreButton';
