ALTER TABLE "clubs" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(lower(translate(club_name, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ', 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy')), 'ß', 'ss'), 'æ', 'a'), 'Æ', 'a'), 'œ', 'o'), 'Œ', 'o'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "club_news" ADD COLUMN "search_text" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(lower(translate(title || ' ' || content, 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ', 'aaaaaaaaaaaacceeeeeeeeiiiiiiiinnoooooooooooouuuuuuuuyyy')), 'ß', 'ss'), 'æ', 'a'), 'Æ', 'a'), 'œ', 'o'), 'Œ', 'o'), 'ae', 'a'), 'oe', 'o'), 'ue', 'u')) STORED NOT NULL;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Substring search (LIKE '%word%') on the folded columns uses trigram indexes; pg_trgm ships
-- with PostgreSQL (checked: the embedded 18 and a stock 15) and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "clubs_search_trgm_idx" ON "clubs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "club_news_search_trgm_idx" ON "club_news" USING gin ("search_text" gin_trgm_ops);
