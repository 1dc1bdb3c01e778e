CREATE TABLE "process_heartbeats" (
	"process_id" text PRIMARY KEY NOT NULL,
	"viewers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"oldest_vote_ms" integer DEFAULT 0 NOT NULL,
	"listening" boolean NOT NULL,
	"beat_at" timestamp with time zone NOT NULL
);
