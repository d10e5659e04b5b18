CREATE TABLE "profit_shares" (
	"bot_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"profit" numeric NOT NULL,
	"rate" numeric NOT NULL,
	"share" numeric NOT NULL,
	"charged" numeric NOT NULL,
	"shortfall" numeric NOT NULL,
	"commission" numeric NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "profit_shares_bot_id_seq_pk" PRIMARY KEY("bot_id","seq")
);
--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "profit_share_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bots" ADD COLUMN "paused_for" text;--> statement-breakpoint
ALTER TABLE "profit_shares" ADD CONSTRAINT "profit_shares_bot_id_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profit_shares" ADD CONSTRAINT "profit_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profit_shares_user_idx" ON "profit_shares" USING btree ("user_id","created_at");