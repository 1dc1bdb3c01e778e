-- docs/product.md#rule-291: accounts named after their e-mail address (the local part, as sign-up used to do) or
-- not named at all get a generated display name that their owner can change: what the account is and six hex digits.
UPDATE "users"
SET "username" = (
  CASE
    WHEN "role" = 'admin' THEN 'organiser'
    WHEN "type" IN ('fan', 'artist') THEN "type"
    ELSE 'member'
  END
) || '-' || substr(md5(random()::text || "id"::text), 1, 6)
WHERE "username" = ''
  OR lower("username") = lower(split_part("email", '@', 1))
  OR lower("username") = lower("email");
