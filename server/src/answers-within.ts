/** What `work` answers before `timeoutMs`, or null when it fails or answers late (health probes, scrapes). */
export async function resultWithin<T>(work: Promise<T>, timeoutMs: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([work.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when `check` succeeds before `timeoutMs`; a failure or a late answer is false (health probes). */
export async function answersWithin(check: Promise<unknown>, timeoutMs: number): Promise<boolean> {
  return (
    (await resultWithin(
      check.then(() => true),
      timeoutMs,
    )) === true
  );
}
