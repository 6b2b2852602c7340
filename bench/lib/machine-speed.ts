import { generateKeyPairSync, sign } from 'node:crypto';

/**
 * How fast one core of this machine is right now, as RSA-2048 signatures per second (the work a Hub88
 * wallet answer costs). The machine's speed is not steady: on 2026-11-28 the same count was about 2,500
 * at one hour and 1,357 an hour and a half later, and the benches' figures moved with it. A bench prints
 * this before and after it measures, so its figures can be read against the speed they were taken at.
 */
export function rsaSignsPerSecond(seconds = 1): number {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const body = Buffer.from('{"request_uuid":"speed","amount":100000}');
  const until = performance.now() + seconds * 1000;
  let signed = 0;
  while (performance.now() < until) {
    sign('sha256', body, privateKey);
    signed += 1;
  }
  return Math.round(signed / seconds);
}
