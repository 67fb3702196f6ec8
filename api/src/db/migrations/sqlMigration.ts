import type { Sequelize } from 'sequelize';

/** A migration written as SQL statements, each direction applied in one transaction (all or nothing). */
export function sqlMigration(name: string, up: readonly string[], down: readonly string[]) {
  const run = (statements: readonly string[]) => async ({ context }: { context: Sequelize }) => {
    await context.transaction(async (transaction) => {
      for (const sql of statements) await context.query(sql, { transaction });
    });
  };
  return { name, up: run(up), down: run(down) };
}
