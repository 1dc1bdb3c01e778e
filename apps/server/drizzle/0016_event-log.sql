CREATE TABLE "event_log" (
	"event_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"screen" text,
	"battle_id" uuid,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "event_log_event_id_seq_pk" PRIMARY KEY("event_id","seq")
);
--> statement-breakpoint
CREATE TABLE "session_ends" (
	"seq" integer PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "log_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_log_battle_idx" ON "event_log" USING btree ("battle_id");