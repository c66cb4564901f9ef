-- favorites.item_id and collection_items.item_id point at a complex (kind 1, Kind.realty) or a resale offer (kind 2,
-- Kind.offer), so they cannot have a foreign key (docs/decisions/010-polymorphic-item-ids.md). These triggers do what
-- ON DELETE CASCADE would, whoever deletes the row: a route, a cascade from a deleted user, an operator's SQL.
DELETE FROM "favorites" AS f
  WHERE f."kind" = 1 AND NOT EXISTS (SELECT 1 FROM "objects" AS o WHERE o."id" = f."item_id");--> statement-breakpoint
DELETE FROM "favorites" AS f
  WHERE f."kind" = 2 AND NOT EXISTS (SELECT 1 FROM "offers" AS o WHERE o."id" = f."item_id");--> statement-breakpoint
DELETE FROM "collection_items" AS c
  WHERE c."kind" = 1 AND NOT EXISTS (SELECT 1 FROM "objects" AS o WHERE o."id" = c."item_id");--> statement-breakpoint
DELETE FROM "collection_items" AS c
  WHERE c."kind" = 2 AND NOT EXISTS (SELECT 1 FROM "offers" AS o WHERE o."id" = c."item_id");--> statement-breakpoint
CREATE FUNCTION "items_drop_complexes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "favorites" AS f USING "gone" WHERE f."kind" = 1 AND f."item_id" = "gone"."id";
  DELETE FROM "collection_items" AS c USING "gone" WHERE c."kind" = 1 AND c."item_id" = "gone"."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "items_drop_offers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "favorites" AS f USING "gone" WHERE f."kind" = 2 AND f."item_id" = "gone"."id";
  DELETE FROM "collection_items" AS c USING "gone" WHERE c."kind" = 2 AND c."item_id" = "gone"."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "objects_drop_items" AFTER DELETE ON "objects"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "items_drop_complexes"();--> statement-breakpoint
CREATE TRIGGER "offers_drop_items" AFTER DELETE ON "offers"
  REFERENCING OLD TABLE AS "gone" FOR EACH STATEMENT EXECUTE FUNCTION "items_drop_offers"();
