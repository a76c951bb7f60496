-- French and Arabic text of 0014's requirements, discount rules and checklist notes (decision 0028).
SELECT 1;
