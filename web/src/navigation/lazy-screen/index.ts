export { lazyScreen, ScreenSuspense } from './lazy-screen';
