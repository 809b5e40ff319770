/**
 * Below this breakpoint (75em) the navigation, language and user menu move behind the burger:
 * a signed-in administrator's full header needs about 1,100 px.
 */
export const NAV_BREAKPOINT = 'lg';

/** Entries of the burger's menu are full-width rows at least 44 px high: thumbs, not cursors. */
export const MOBILE_ENTRY_HEIGHT = 44;
