/** The measured-RTP module's public face: its factory, built on the ports it declares. */
export { createRtpModule, type RtpModule } from './module';
export type { RtpPorts } from './ports';
