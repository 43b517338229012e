/**
 * Ends the current task: the page paints and takes input before the rest of a long start-up runs
 * (issue 17: no long task on the demo build's first screen). A MessageChannel task, not a timeout:
 * the simulator clock fakes timeouts, and a paused clock would never fire one.
 */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
