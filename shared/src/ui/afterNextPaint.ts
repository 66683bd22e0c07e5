import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted the next frame: decoration and other work that can
 * wait (its requests, its images) starts after the page's main content is on screen, not
 * competing with it. Returns a cancel function.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from a frame callback runs after that frame is painted.
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (timer = setTimeout(run, 0))) : undefined;
  if (frame === undefined) timer = setTimeout(run, 0);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * False until the browser has painted once after the component mounted (and on the server):
 * what can wait (decoration, its requests and images) starts then, as `afterNextPaint` does.
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
