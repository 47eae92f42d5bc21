/** False while the server draws a page (decision 0056): browser storage, cookies and the window are not there. */
export const inBrowser = typeof window !== 'undefined';

let origin = '';
/** This site's origin: the window's, or while the server draws a page, the one the site is served at. */
export const siteOrigin = () => (inBrowser ? window.location.origin : origin);
export const setServerOrigin = (serverOrigin: string) => {
  origin = serverOrigin;
};
