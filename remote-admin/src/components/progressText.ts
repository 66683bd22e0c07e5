import type { UploadProgress } from '../api/uploads';

function speed(bytesPerSecond: number): string {
  if (bytesPerSecond >= 1024 * 1024) return `${(bytesPerSecond / 1024 / 1024).toFixed(1)} MB/s`;
  return `${Math.round(bytesPerSecond / 1024)} KB/s`;
}

/** '42% · 1.2 MB/s · 3 s left' (product §2: a progress bar with speed and time left). */
export function progressText({ percent, bytesPerSecond, secondsLeft }: UploadProgress): string {
  const parts = [`${percent}%`];
  if (bytesPerSecond > 0) parts.push(speed(bytesPerSecond));
  if (secondsLeft !== null) parts.push(`${Math.ceil(secondsLeft)} s left`);
  return parts.join(' · ');
}

/** One figure for several uploads: mean percent, summed speed, the longest time left. */
export function combined(progresses: readonly UploadProgress[]): UploadProgress {
  if (progresses.length === 0) return { percent: 0, bytesPerSecond: 0, secondsLeft: null };
  const known = progresses.map((p) => p.secondsLeft).filter((s): s is number => s !== null);
  return {
    percent: Math.round(progresses.reduce((sum, p) => sum + p.percent, 0) / progresses.length),
    bytesPerSecond: progresses.reduce((sum, p) => sum + p.bytesPerSecond, 0),
    secondsLeft: known.length ? Math.max(...known) : null,
  };
}
