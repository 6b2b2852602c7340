import type { ChatMessage } from '@casino/contract';
import { RainMessage } from './RainMessage';
import { useCountdown } from './use-countdown';

/** How long a rain's result stays in the banner after it landed. */
const RESULT_SHOWN_SECONDS = 30;

/** The newest rain line among a room's messages, if any. */
export function latestRain(messages: readonly ChatMessage[]): ChatMessage | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.kind === 'rain' && message.rain) return message;
  }
  return null;
}

/**
 * Above a room's messages: the rain about to land, with its countdown, and its result for half a minute
 * after; nothing otherwise. Give it the room's messages as the chat holds them (the rain's lines arrive
 * on the room's channel like any message).
 */
export function RainBanner({ messages }: { messages: readonly ChatMessage[] }) {
  const rain = latestRain(messages);
  const shownUntil = rain?.rain
    ? rain.rain.phase === 'warning'
      ? rain.rain.rain_at
      : new Date(Date.parse(rain.created_at) + RESULT_SHOWN_SECONDS * 1000).toISOString()
    : new Date(0).toISOString();
  // A warning stays until its result arrives, even if the payout runs a little late.
  const left = useCountdown(shownUntil);
  if (!rain || (rain.rain?.phase === 'result' && left === 0)) return null;
  return <RainMessage message={rain} banner />;
}
