ALTER TABLE "bots" ADD COLUMN "public_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bots_public_idx" ON "bots" USING btree ("public_since");