import { parseArgs } from "node:util";
import { backup, restore, settingsFromEnv, type StoredManifest } from "./run.js";

const USAGE = {
  backup: "npm run backup -- --to <new folder>",
  restore: "npm run restore -- --from <backup folder> [--force]",
};

function summary(manifest: StoredManifest) {
  const { counts } = manifest;
  return {
    engine: manifest.engine,
    created_at: manifest.created_at,
    ...counts,
    files: counts.files,
  };
}

export async function main(command: "backup" | "restore", argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        to: { type: "string" },
        from: { type: "string" },
        force: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    }));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\nusage: ${USAGE[command]}\n`);
    return 2;
  }
  const folder = command === "backup" ? values.to : values.from;
  if (values.help || !folder) {
    process.stderr.write(`usage: ${USAGE[command]}\n`);
    return values.help ? 0 : 2;
  }
  // JSON lines like the done line below, before it.
  const warn = (message: string) => {
    process.stdout.write(`${JSON.stringify({ level: "warn", source: command, message })}\n`);
  };
  try {
    const settings = settingsFromEnv();
    const manifest =
      command === "backup"
        ? await backup(settings, folder, { warn })
        : await restore(settings, folder, { force: values.force, warn });
    const line = {
      level: "info",
      source: command,
      message: `${command} done`,
      folder,
      ...summary(manifest),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
    return 0;
  } catch (error) {
    process.stderr.write(`${command} failed: ${(error as Error).message}\n`);
    return 1;
  }
}
