/** The site module's public face: configuration the web app reads before anyone signs in. */
export { siteRoutes } from './routes';
