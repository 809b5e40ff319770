/**
 * Below this breakpoint (75em) the navigation, language and user menu move behind the burger:
 * a signed-in administrator's full header needs about 1,100 px.
 */
export const NAV_BREAKPOINT = 'lg';
