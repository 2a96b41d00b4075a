/**
 * The moment every portal story believes it is: 22 November 2026, 10:00 in Dubai. Screens that
 * read the clock (the footer's copyright year) then look the same on any day the baselines are
 * compared, and a story about "today" means the same day for everyone.
 */
export const STORY_NOW = '2026-11-22T10:00:00+04:00';

/**
 * Shifts Date so that `new Date()`, `Date()` and `Date.now()` start at STORY_NOW and keep ticking
 * from there: timers, durations and the test runner's own timing behave as usual, and dates built
 * from a value are untouched. Returns the undo.
 */
export function installStoryClock(now: string = STORY_NOW): () => void {
  const RealDate = globalThis.Date;
  const offset = RealDate.parse(now) - RealDate.now();
  const shiftedNow = () => RealDate.now() + offset;

  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length === 0 ? [shiftedNow()] : args, newTarget) as object,
    apply: () => new RealDate(shiftedNow()).toString(),
    get: (target, property, receiver) =>
      property === 'now' ? shiftedNow : Reflect.get(target, property, receiver),
  });
  return () => {
    globalThis.Date = RealDate;
  };
}
