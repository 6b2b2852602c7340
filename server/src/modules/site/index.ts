/** The site module's public face: configuration the web app reads before anyone signs in. */
export { createSiteModule, type SiteModule } from './module';
export type { SitePorts } from './ports';
