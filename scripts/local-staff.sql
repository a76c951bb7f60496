-- The staff members of local runs (npm start, the end-to-end servers), applied by scripts/serve.mjs after the
-- migrations; never a migration, so never in production, where staff are added by hand (docs/staff.md, "Staff").
-- The local stand-in for Access signs any of the active ones in (/__local-access/sign-in, npm run staff:token).
INSERT OR IGNORE INTO staff_members (email, name, active) VALUES
  ('ngozi.staff@example.com', 'Ngozi Adeyemi', 1),
  ('emre.staff@example.com', 'Emre Kaya', 1),
  ('former.staff@example.com', 'Former Colleague', 0);
