CREATE TABLE "bot_equity" (
	"bot_id" uuid NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"equity" numeric NOT NULL,
	"hold" numeric NOT NULL,
	CONSTRAINT "bot_equity_bot_id_time_pk" PRIMARY KEY("bot_id","time")
);
--> statement-breakpoint
CREATE TABLE "bot_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_fills" (
	"bot_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"price" numeric NOT NULL,
	"qty" numeric NOT NULL,
	"quote" numeric NOT NULL,
	"fee" numeric NOT NULL,
	"fee_asset" text NOT NULL,
	"maker" boolean NOT NULL,
	"realized_pnl" numeric,
	"trade_id" text,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_fills_bot_id_seq_pk" PRIMARY KEY("bot_id","seq")
);
--> statement-breakpoint
CREATE TABLE "bot_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"bot_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"exchange" text NOT NULL,
	"client_id" text NOT NULL,
	"exchange_order_id" text,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"type" text NOT NULL,
	"price" numeric,
	"qty" numeric,
	"quote_qty" numeric,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bot_orders_client_id_unique" UNIQUE("client_id")
);
--> statement-breakpoint
CREATE TABLE "bots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"exchange" text NOT NULL,
	"market" text NOT NULL,
	"symbols" jsonb NOT NULL,
	"config" jsonb NOT NULL,
	"config_version" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"state" jsonb,
	"outbox" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fill_cursor" integer DEFAULT 0 NOT NULL,
	"venue_account" jsonb,
	"allocation" jsonb NOT NULL,
	"stop_mode" text,
	"owner" text,
	"lease_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"stopped_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "exchange_connections" (
	"user_id" uuid NOT NULL,
	"exchange" text NOT NULL,
	"status" text NOT NULL,
	"secret" text NOT NULL,
	"masked_key" text NOT NULL,
	"permissions" jsonb NOT NULL,
	"source" text NOT NULL,
	"reason" text,
	"checked_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exchange_connections_user_id_exchange_pk" PRIMARY KEY("user_id","exchange")
);
--> statement-breakpoint
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paper_balances" (
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"free" numeric NOT NULL,
	CONSTRAINT "paper_balances_user_id_asset_pk" PRIMARY KEY("user_id","asset")
);
--> statement-breakpoint
CREATE TABLE "paper_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"movement" text NOT NULL,
	"account" text NOT NULL,
	"asset" text NOT NULL,
	"amount" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_data_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"wrapped_key" text NOT NULL,
	"master_key_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bot_equity" ADD CONSTRAINT "bot_equity_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_fills" ADD CONSTRAINT "bot_fills_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_orders" ADD CONSTRAINT "bot_orders_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bots" ADD CONSTRAINT "bots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_connections" ADD CONSTRAINT "exchange_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_balances" ADD CONSTRAINT "paper_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paper_entries" ADD CONSTRAINT "paper_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_data_keys" ADD CONSTRAINT "user_data_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_events_bot_time_idx" ON "bot_events" USING btree ("bot_id","time");--> statement-breakpoint
CREATE INDEX "bot_fills_user_idx" ON "bot_fills" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_fills_trade_idx" ON "bot_fills" USING btree ("bot_id","trade_id");--> statement-breakpoint
CREATE INDEX "bot_orders_user_time_idx" ON "bot_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bot_orders_status_idx" ON "bot_orders" USING btree ("exchange","status");--> statement-breakpoint
CREATE INDEX "bots_user_status_idx" ON "bots" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "bots_status_lease_idx" ON "bots" USING btree ("status","lease_expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "paper_entries_movement_idx" ON "paper_entries" USING btree ("movement","account","asset");--> statement-breakpoint
CREATE INDEX "paper_entries_user_idx" ON "paper_entries" USING btree ("user_id","account");