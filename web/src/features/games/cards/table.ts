/** The felt every card table is laid on: a deep green-blue pool of light under the table lamp. */
export const FELT =
  'bg-[radial-gradient(ellipse_at_50%_35%,#1b4a48_0%,#143634_45%,#10232b_80%,#0e1a24_100%)]';
