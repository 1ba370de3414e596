/**
 * `run` called at most once per key for the life of the page, later calls sharing its promise: a mailed single-use
 * token must not be spent twice when React mounts its page twice.
 */
export function oncePerKey<T>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const attempts = new Map<string, Promise<T>>();
  return (key) => {
    let attempt = attempts.get(key);
    if (!attempt) {
      attempt = run(key);
      attempts.set(key, attempt);
    }
    return attempt;
  };
}
