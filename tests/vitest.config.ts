import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export default defineConfig({
  root,
  resolve: { alias: { "~": path.join(root, "app") } },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Provider contract tests each start a server on an ephemeral port; keep CPU use sane on 2 cores.
    maxWorkers: 2,
  },
});
