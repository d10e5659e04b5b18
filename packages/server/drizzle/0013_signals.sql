CREATE TABLE "signal_calls" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signal_id" text NOT NULL,
	"symbol" text NOT NULL,
	"side" text NOT NULL,
	"entry" numeric NOT NULL,
	"take_profit" numeric NOT NULL,
	"stop_loss" numeric NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"outcome" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"exit_price" numeric,
	"return_pct" numeric
);
--> statement-breakpoint
CREATE TABLE "signal_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"signal_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer,
	"comment" text NOT NULL,
	"reply_of" bigint,
	"thread_of" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signal_reviews_score" CHECK ("signal_reviews"."score" is null or "signal_reviews"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"market" text NOT NULL,
	"key_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signals_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "signal_calls" ADD CONSTRAINT "signal_calls_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_reviews" ADD CONSTRAINT "signal_reviews_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signal_reviews" ADD CONSTRAINT "signal_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signal_calls_signal_idx" ON "signal_calls" USING btree ("signal_id","called_at");--> statement-breakpoint
CREATE INDEX "signal_calls_open_idx" ON "signal_calls" USING btree ("outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_calls_once_idx" ON "signal_calls" USING btree ("signal_id","symbol","called_at");--> statement-breakpoint
CREATE INDEX "signal_reviews_signal_idx" ON "signal_reviews" USING btree ("signal_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "signal_reviews_one_idx" ON "signal_reviews" USING btree ("signal_id","user_id") WHERE "signal_reviews"."reply_of" is null;