CREATE TABLE "vote_tallies" (
	"battle_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"votes" integer NOT NULL,
	CONSTRAINT "vote_tallies_battle_id_receiver_id_pk" PRIMARY KEY("battle_id","receiver_id")
);
--> statement-breakpoint
ALTER TABLE "vote_tallies" ADD CONSTRAINT "vote_tallies_battle_id_battles_id_fk" FOREIGN KEY ("battle_id") REFERENCES "public"."battles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");
--> statement-breakpoint
-- Kept by the statement that writes the votes (docs/decisions.md#430): one row per battle and receiver, changed once
-- per statement by the sum of its rows, in key order. Creating the triggers locks the votes against writes until the
-- migration commits, so the count below misses none.
CREATE FUNCTION "vote_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vote_tallies" ("battle_id", "receiver_id", "votes")
  SELECT "battle_id", "vote_receive_user_id", count(*) FROM "new_votes" GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT ("battle_id", "receiver_id") DO UPDATE SET "votes" = "vote_tallies"."votes" + excluded."votes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vote_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "vote_tallies" ("battle_id", "receiver_id", "votes")
  SELECT "battle_id", "receiver_id", sum("delta") FROM (
    SELECT "battle_id", "vote_receive_user_id" AS "receiver_id", -1 AS "delta" FROM "old_votes"
    UNION ALL
    SELECT "battle_id", "vote_receive_user_id", 1 FROM "new_votes"
  ) AS "moved"
  GROUP BY 1, 2 HAVING sum("delta") <> 0 ORDER BY 1, 2
  ON CONFLICT ("battle_id", "receiver_id") DO UPDATE SET "votes" = "vote_tallies"."votes" + excluded."votes";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "vote_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "vote_tallies" AS "t" SET "votes" = "t"."votes" - "gone"."n"
  FROM (SELECT "battle_id", "vote_receive_user_id" AS "receiver_id", count(*) AS "n" FROM "old_votes"
        GROUP BY 1, 2 ORDER BY 1, 2) AS "gone"
  WHERE "t"."battle_id" = "gone"."battle_id" AND "t"."receiver_id" = "gone"."receiver_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "votes_tally_insert" AFTER INSERT ON "votes" REFERENCING NEW TABLE AS "new_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "vote_tallies_add"();
--> statement-breakpoint
CREATE TRIGGER "votes_tally_update" AFTER UPDATE ON "votes" REFERENCING OLD TABLE AS "old_votes" NEW TABLE AS "new_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "vote_tallies_move"();
--> statement-breakpoint
CREATE TRIGGER "votes_tally_delete" AFTER DELETE ON "votes" REFERENCING OLD TABLE AS "old_votes"
  FOR EACH STATEMENT EXECUTE FUNCTION "vote_tallies_remove"();
--> statement-breakpoint
INSERT INTO "vote_tallies" ("battle_id", "receiver_id", "votes")
SELECT "battle_id", "vote_receive_user_id", count(*) FROM "votes" GROUP BY 1, 2;
