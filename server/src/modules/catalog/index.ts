/** The catalog module's public face: the lobby's factory (the seed is read by migration 5 directly). */
export { type CatalogModule, createCatalogModule } from './module';
export type { CatalogPorts } from './ports';
export { RegionRestriction } from './region';
