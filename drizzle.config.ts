import { defineConfig } from "drizzle-kit";

// Only generates SQL; wrangler applies it (`wrangler d1 migrations apply DB`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema.ts",
  out: "./migrations",
});
