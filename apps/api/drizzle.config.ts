import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate` (from apps/api) writes a new SQL migration from the schema. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
