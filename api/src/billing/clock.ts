/**
 * The time billing decisions are made at (trial end, end of a paid period). One seam so tests
 * can move it forward by days without fake timers, which would also stop the database driver.
 */
export const billingClock = {
  now: (): Date => new Date(),
};
