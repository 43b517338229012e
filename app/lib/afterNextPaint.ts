/**
 * Runs `work` after the browser has painted its next frame: a task queued from a frame callback
 * runs once that frame is on its way to the screen. What a key press shows at once (the field's
 * new character) is then painted without waiting for work it started (issue 17).
 */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      work();
    };
    channel.port2.postMessage(null);
  });
}
