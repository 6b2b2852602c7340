/**
 * House rain in chat (issue 24): a rain's line in the room and the banner above the messages (the
 * countdown during the warning, the result after). The chat mounts them.
 */
export { latestRain, RainBanner } from './RainBanner';
export { RainMessage } from './RainMessage';
