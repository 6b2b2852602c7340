/** Location checks in the web app: the dialogs, the error area, the article page and the check itself. */
export { LocationDialogs } from './LocationDialogs';
export { LocationErrorArea } from './LocationErrorArea';
export { checkLocation, ensureFreshLocation, useGoldCoinsOnlyState } from './location-store';
