/** Responsible play in the web app: the settings tab's screen. */
export { ResponsiblePlaySettings } from './ResponsiblePlaySettings';
