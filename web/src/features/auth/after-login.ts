const KEY = 'after_login';

/** Guards remember where a guest was going; the first successful sign-in takes them there. */
export function rememberTarget(path: string): void {
  sessionStorage.setItem(KEY, path);
}

export function takeTarget(): string | null {
  const target = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  return target;
}
