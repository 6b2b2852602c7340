const KEY = 'device_fp';

/** A stable id for this browser, sent as `fp` so new devices can be confirmed by SMS. */
export function deviceFingerprint(): string {
  let fp = localStorage.getItem(KEY);
  if (!fp) {
    fp = crypto.randomUUID();
    localStorage.setItem(KEY, fp);
  }
  return fp;
}
