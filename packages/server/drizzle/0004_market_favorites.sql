CREATE TABLE "market_favorites" (
	"user_id" uuid NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "market_favorites_user_id_symbol_pk" PRIMARY KEY("user_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "market_favorites" ADD CONSTRAINT "market_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;