// Runs work after the browser has painted the current frame: what the user did shows first (a tap's mark), and what
// follows from it (a sheet that slides in anyway) comes a frame later instead of holding that frame back.
export function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame !== 'function') {
    setTimeout(fn, 0);
    return;
  }
  // The frame callback runs before that frame's paint; the task it queues runs after it.
  requestAnimationFrame(() => setTimeout(fn, 0));
}
