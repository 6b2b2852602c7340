/** The content module's public face: its read-only routes, built by one factory. */
export { type ContentModule, createContentModule } from './module';
export type { ContentPorts } from './ports';
