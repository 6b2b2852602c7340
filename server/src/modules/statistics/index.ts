/** The player statistics module's public face: its factory, built on the ports it declares. */
export { createStatisticsModule, type StatisticsModule } from './module';
export type { StatisticsPorts } from './ports';
