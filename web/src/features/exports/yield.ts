/**
 * Lets the browser paint and handle input between slices of a long job. A message is used
 * rather than setTimeout(0), which browsers slow down to once a second in background tabs.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
