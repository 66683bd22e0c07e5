/**
 * Runs `stop` on the first SIGINT or SIGTERM, once however many arrive: the API's and the
 * worker's shutdown. Set up before the process starts its jobs (pg-boss hands a queue's jobs out
 * while later queues are still being registered), so a signal during the start waits for it in
 * `stop` and drains, never killing a job mid-run. `stopping` says whether a signal came.
 */
export function onStopSignal(stop: () => Promise<void>): { readonly stopping: boolean } {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    void stop();
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
  return {
    get stopping() {
      return stopping;
    },
  };
}
