// What the layout tests read: the checkout's sources and their imports (structure*.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|mjs)$/;
// Generated, installed or temporary: not ours to shape.
const SKIPPED_DIRS = new Set(["node_modules", "dist", "build", ".tmp", ".cache"]);

export function walk(dir: string, keep: (file: string) => boolean): string[] {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return keep(dir) ? [dir] : [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory() && SKIPPED_DIRS.has(entry.name)) return [];
    const child = path.posix.join(dir, entry.name);
    return entry.isDirectory() ? walk(child, keep) : keep(child) ? [child] : [];
  });
}

export const sources = ["app", "core", "server", "tests"].flatMap((dir) =>
  walk(dir, (f) => SOURCE.test(f)),
);
export const text = new Map(
  sources.map((file) => [file, readFileSync(path.join(root, file), "utf8")]),
);
export const manifest: { scripts: Record<string, string> } = JSON.parse(
  readFileSync(path.join(root, "package.json"), "utf8"),
);

export type Import = { specifier: string; typeOnly: boolean; line: number };

/** Static imports and re-exports (with whether they are `import type`), and dynamic imports. */
export function importsOf(source: string): Import[] {
  const found: Import[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const statement = /^\s*(import|export)\s+(type\s+)?([^;]*?)\s*from\s*["']([^"']+)["']/gms;
  for (const match of source.matchAll(statement)) {
    found.push({ specifier: match[4], typeOnly: Boolean(match[2]), line: lineAt(match.index) });
  }
  for (const match of source.matchAll(/^\s*import\s*["']([^"']+)["']/gm)) {
    found.push({ specifier: match[1], typeOnly: false, line: lineAt(match.index) });
  }
  for (const match of source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) {
    found.push({ specifier: match[1], typeOnly: false, line: lineAt(match.index) });
  }
  return found;
}

/** The checkout's file an import names (`~/` is app/, `~core/` is core/), or null for a package. */
export function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~core/")) base = path.posix.join("core", specifier.slice(6));
  else if (specifier.startsWith("~/")) base = path.posix.join("app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null;
  const stem = base.replace(/\.js$/, "");
  const candidates = [
    base,
    ...[".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"].map((e) => stem + e),
  ];
  return candidates.find((file) => text.has(file)) ?? null;
}

export const isServerModule = (file: string) => /\.server\.(ts|tsx)$/.test(file);
// Remix strips loaders and actions from the browser's copy of these, so they may use server code.
export const mayImportServer = (file: string) =>
  isServerModule(file) ||
  file.startsWith("app/routes/") ||
  file === "app/root.tsx" ||
  file === "app/entry.server.tsx";

export function report(problems: string[], rule: string) {
  return problems.length ? `${rule}:\n  ${problems.join("\n  ")}` : "";
}
