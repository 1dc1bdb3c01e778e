ALTER TABLE "events" ADD COLUMN "peak_viewers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "peak_viewers_at" timestamp with time zone;