// The other worker processes of this app (ADR 0033), reached through the primary. A process that
// is no cluster worker has none: telling does nothing and nothing is heard.
import cluster from "node:cluster";
import {
  isWorkerMessage,
  WORKER_CHANNEL,
  type WorkerNews,
} from "~core/shared-state/worker-messages";

export function tellOtherWorkers(news: WorkerNews): void {
  if (cluster.isWorker) process.send?.({ ...news, channel: WORKER_CHANNEL });
}

export function onOtherWorkers(handler: (news: WorkerNews) => void): void {
  if (!cluster.isWorker) return;
  process.on("message", (message) => {
    if (isWorkerMessage(message)) handler(message);
  });
}
