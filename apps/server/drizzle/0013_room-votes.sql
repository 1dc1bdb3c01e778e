ALTER TABLE "events" ALTER COLUMN "voting_rule" SET DEFAULT 'room_or_proven';--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "in_room" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- 'proven' became 'room_or_proven' (docs/decisions.md#333): a proven account still votes, and so does a phone in the room.
UPDATE "events" SET "voting_rule" = 'room_or_proven' WHERE "voting_rule" = 'proven';
