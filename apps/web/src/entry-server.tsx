// The server's entry (decision 0056): `vite build --ssr` bundles it for the API server, which draws the shopping pages with it.
export { renderPage } from './app/server-drawn/render-page';
