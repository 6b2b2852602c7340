// The transactions feature's public face: its pages are routed lazily from router.tsx.
export { LEDGER_PATHS } from './paths';
