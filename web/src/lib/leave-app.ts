/**
 * Leaving the app for another site: the payment provider's Checkout or billing portal. One
 * object, so component tests can see where the app sends the user (jsdom can neither leave the
 * page nor let a test watch window.location).
 */
export const leaveApp = {
  to(url: string): void {
    window.location.assign(url);
  },
};
