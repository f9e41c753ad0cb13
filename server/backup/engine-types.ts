// What a database engine of the backup tool is (server/backup/engines.ts picks one).
export type DatabaseTarget =
  { engine: "sqlite"; file: string } | { engine: "postgres"; url: string };

export interface DatabaseEngine {
  readonly name: DatabaseTarget["engine"];
  /** The dump's file name inside the backup folder. */
  readonly dumpName: string;
  /** Writes a consistent copy while the provider runs; answers row counts when it can. */
  dump(file: string): Promise<{ tables?: Record<string, number> }>;
  /**
   * Puts the dump back. Without `force` an existing database with data is refused; with it,
   * the database is replaced. The provider must be stopped (docs/deploy.md, "Backups").
   */
  restore(file: string, options: { force: boolean }): Promise<void>;
}
