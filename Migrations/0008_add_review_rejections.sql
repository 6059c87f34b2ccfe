-- `catalog review` remembers the results a reviewer rejected (issue 11 item 3): such a result is
-- no longer offered by `catalog pending` or by the next `catalog review` (the baseline stays as it
-- is), until a later check finds the change again. NULL for every result nobody rejected, and
-- for the results recorded before this migration. The time is in milliseconds since 1970, as
-- every other time of the catalog.
ALTER TABLE checkResult ADD COLUMN rejectedAt INTEGER;
ALTER TABLE checkResult ADD COLUMN rejectedBy TEXT;
