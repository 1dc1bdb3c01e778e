ALTER TABLE "votes" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "address_hash" text;