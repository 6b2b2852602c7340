/**
 * House rain (issue 24, docs/chat.md "Rain"): the house's Gold Coins and free Sweeps Coins split among a
 * room's eligible chatters, warned in the room, paid by a job from the promotions accounts, each share
 * once; on a schedule, and by staff under caps and maker-checker.
 */
export { createRainModule, type RainModule } from './module';
export type { RainGate, RainPorts } from './ports';
