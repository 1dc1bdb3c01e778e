ALTER TABLE "battles" ADD COLUMN "artwork1" jsonb;--> statement-breakpoint
ALTER TABLE "battles" ADD COLUMN "artwork2" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "battle_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_battle_artist_key" ON "posts" USING btree ("battle_id","user_id") WHERE "posts"."battle_id" is not null;