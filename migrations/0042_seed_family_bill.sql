-- Filled by issue 53 (seed); a no-op until then.
SELECT 1;
