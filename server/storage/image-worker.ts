/**
 * An image worker process (ADR 0016), forked by ./image-pool.ts: it runs one job at a time,
 * reading and writing the temp files the job names, and answers over the IPC channel. The pool
 * kills it when a job overruns its time, which is what really frees the CPU. It is an entry of
 * the bundle (server/build.mjs) and runs under tsx in tests.
 */
import sharp from "sharp";
import { runJob } from "./image.js";
import type { JobReply, JobRequest } from "./image-jobs.js";

// One core per job: libvips would otherwise start a thread per core for every image, and the
// pool's cap on workers is what bounds the provider's share of the machine.
sharp.concurrency(1);
// Nothing is decoded twice here; libvips' operation cache would only hold memory.
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

// The provider went away (stopped, crashed): nothing will ask for this work any more.
process.on("disconnect", () => process.exit(0));
