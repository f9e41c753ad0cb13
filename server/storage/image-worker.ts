// Forked by ./image-pool.ts (ADR 0016); an entry of the bundle (server/build.mjs).
import sharp from "sharp";
import { runJob } from "./image.js";
import type { JobReply, JobRequest } from "./image-jobs.js";

// One core per job: the pool's cap on workers bounds the provider's share of the machine.
sharp.concurrency(1);
sharp.cache(false);

function reply(message: JobReply) {
  process.send?.(message);
}

process.on("message", (message: JobRequest) => {
  runJob(message.job).then(
    (result) => reply({ id: message.id, ok: true, result }),
    (error: unknown) =>
      reply({ id: message.id, ok: false, error: String((error as Error)?.message ?? error) }),
  );
});

process.on("disconnect", () => process.exit(0));
