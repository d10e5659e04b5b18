CREATE TABLE "chain_cursors" (
	"id" text PRIMARY KEY NOT NULL,
	"block" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposit_addresses" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"derivation_index" bigserial NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deposit_addresses_derivation_index_unique" UNIQUE("derivation_index"),
	CONSTRAINT "deposit_addresses_address_unique" UNIQUE("address")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"key" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" integer NOT NULL,
	"block_hash" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric NOT NULL,
	"status" text NOT NULL,
	"credited" numeric,
	"seen_at" timestamp with time zone NOT NULL,
	"credited_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "deposit_addresses" ADD CONSTRAINT "deposit_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposits_user_idx" ON "deposits" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("status");