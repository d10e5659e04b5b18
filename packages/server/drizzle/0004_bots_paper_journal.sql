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
ALTER TABLE "paper_entries" ADD CONSTRAINT "paper_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "paper_entries_movement_idx" ON "paper_entries" USING btree ("movement","account","asset");--> statement-breakpoint
CREATE INDEX "paper_entries_user_idx" ON "paper_entries" USING btree ("user_id","account");