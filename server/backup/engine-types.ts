export type DatabaseTarget =
  { engine: "sqlite"; file: string } | { engine: "postgres"; url: string };

export interface DatabaseEngine {
  readonly name: DatabaseTarget["engine"];
  readonly dumpName: string;
  dump(file: string): Promise<{ tables?: Record<string, number> }>;
  /** Without `force` a database with data is refused; the provider must be stopped. */
  restore(file: string, options: { force: boolean }): Promise<void>;
}
