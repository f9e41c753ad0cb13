// Runs before every test file. The test files share their worker's module cache (isolate: false in
// tests/vitest.config.ts): the packages in node_modules are loaded once per worker instead of once
// per file, most of the suite's import time. Our own modules (app/, server/, tests/) read
// settings from the environment when loaded and keep state (caches, pools, limiters), so each
// file starts with fresh copies of them, as it would in a process of its own.
import { vi } from "vitest";

vi.resetModules();
