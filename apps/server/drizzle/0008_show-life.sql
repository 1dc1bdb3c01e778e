CREATE TABLE "shows" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"current_battle_id" uuid,
	"roulette_state" text DEFAULT 'idle' NOT NULL,
	"roulette_battle_id" uuid,
	"roulette_left" jsonb,
	"roulette_right" jsonb,
	"roulette_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "voting_opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "draw" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_rule" text DEFAULT 'proven' NOT NULL;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_current_battle_id_battles_id_fk" FOREIGN KEY ("current_battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shows" ADD CONSTRAINT "shows_roulette_battle_id_battles_id_fk" FOREIGN KEY ("roulette_battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "battles" SET "voting_opened_at" = now() WHERE "voting_status" = 'on';--> statement-breakpoint
UPDATE "battles" SET "voting_status" = 'off' WHERE "battle_status" IS DISTINCT FROM 'live';
