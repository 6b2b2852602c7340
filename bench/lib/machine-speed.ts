import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto';

/** Made on the first call: generating a key is not the work counted, and a bench asks twice. */
let key: KeyObject | undefined;

/**
 * How fast one core of this machine is right now, as RSA-2048 signatures per second (the work a Hub88
 * wallet answer costs). The machine's speed is not steady: on 2026-11-28 the same count was about 2,500
 * at 20:35 and 1,357 at 21:41, and the benches' figures moved with it. A bench prints this before and
 * after it measures, so its figures can be read against the speed they were taken at.
 */
export function rsaSignsPerSecond(seconds = 1): number {
  key ??= generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const body = Buffer.from('{"request_uuid":"speed","amount":100000}');
  const until = performance.now() + seconds * 1000;
  let signed = 0;
  while (performance.now() < until) {
    sign('sha256', body, key);
    signed += 1;
  }
  return Math.round(signed / seconds);
}
