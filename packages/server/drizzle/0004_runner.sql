ALTER TABLE "bot_fills" ADD COLUMN "trade_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_fills_trade_idx" ON "bot_fills" USING btree ("bot_id","trade_id");