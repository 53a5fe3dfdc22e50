import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vip_reservations_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_ticket_requests_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  CREATE TYPE "public"."enum_mascot_visits_status" AS ENUM('new', 'inProgress', 'done', 'spam');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'business';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'ticketing';
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'community';
  CREATE TABLE "vip_reservations_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "ticket_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "contact_messages_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "mascot_visits_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"written_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "vip_reservations" ADD COLUMN "status" "enum_vip_reservations_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "vip_reservations" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "ticket_requests" ADD COLUMN "status" "enum_ticket_requests_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "ticket_requests" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "contact_messages" ADD COLUMN "status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "mascot_visits" ADD COLUMN "status" "enum_mascot_visits_status" DEFAULT 'new' NOT NULL;
  ALTER TABLE "mascot_visits" ADD COLUMN "assignee_id" integer;
  ALTER TABLE "vip_reservations_notes" ADD CONSTRAINT "vip_reservations_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vip_reservations_notes" ADD CONSTRAINT "vip_reservations_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vip_reservations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "ticket_requests_notes" ADD CONSTRAINT "ticket_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_requests_notes" ADD CONSTRAINT "ticket_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."ticket_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages_notes" ADD CONSTRAINT "contact_messages_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "mascot_visits_notes" ADD CONSTRAINT "mascot_visits_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mascot_visits_notes" ADD CONSTRAINT "mascot_visits_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."mascot_visits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "vip_reservations_notes_order_idx" ON "vip_reservations_notes" USING btree ("_order");
  CREATE INDEX "vip_reservations_notes_parent_id_idx" ON "vip_reservations_notes" USING btree ("_parent_id");
  CREATE INDEX "vip_reservations_notes_author_idx" ON "vip_reservations_notes" USING btree ("author_id");
  CREATE INDEX "ticket_requests_notes_order_idx" ON "ticket_requests_notes" USING btree ("_order");
  CREATE INDEX "ticket_requests_notes_parent_id_idx" ON "ticket_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "ticket_requests_notes_author_idx" ON "ticket_requests_notes" USING btree ("author_id");
  CREATE INDEX "contact_messages_notes_order_idx" ON "contact_messages_notes" USING btree ("_order");
  CREATE INDEX "contact_messages_notes_parent_id_idx" ON "contact_messages_notes" USING btree ("_parent_id");
  CREATE INDEX "contact_messages_notes_author_idx" ON "contact_messages_notes" USING btree ("author_id");
  CREATE INDEX "mascot_visits_notes_order_idx" ON "mascot_visits_notes" USING btree ("_order");
  CREATE INDEX "mascot_visits_notes_parent_id_idx" ON "mascot_visits_notes" USING btree ("_parent_id");
  CREATE INDEX "mascot_visits_notes_author_idx" ON "mascot_visits_notes" USING btree ("author_id");
  ALTER TABLE "vip_reservations" ADD CONSTRAINT "vip_reservations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ticket_requests" ADD CONSTRAINT "ticket_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "mascot_visits" ADD CONSTRAINT "mascot_visits_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "vip_reservations_status_idx" ON "vip_reservations" USING btree ("status");
  CREATE INDEX "vip_reservations_assignee_idx" ON "vip_reservations" USING btree ("assignee_id");
  CREATE INDEX "ticket_requests_status_idx" ON "ticket_requests" USING btree ("status");
  CREATE INDEX "ticket_requests_assignee_idx" ON "ticket_requests" USING btree ("assignee_id");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_assignee_idx" ON "contact_messages" USING btree ("assignee_id");
  CREATE INDEX "mascot_visits_status_idx" ON "mascot_visits" USING btree ("status");
  CREATE INDEX "mascot_visits_assignee_idx" ON "mascot_visits" USING btree ("assignee_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vip_reservations_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ticket_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_messages_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "mascot_visits_notes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vip_reservations_notes" CASCADE;
  DROP TABLE "ticket_requests_notes" CASCADE;
  DROP TABLE "contact_messages_notes" CASCADE;
  DROP TABLE "mascot_visits_notes" CASCADE;
  ALTER TABLE "vip_reservations" DROP CONSTRAINT "vip_reservations_assignee_id_users_id_fk";
  
  ALTER TABLE "ticket_requests" DROP CONSTRAINT "ticket_requests_assignee_id_users_id_fk";
  
  ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_assignee_id_users_id_fk";
  
  ALTER TABLE "mascot_visits" DROP CONSTRAINT "mascot_visits_assignee_id_users_id_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "vip_reservations_status_idx";
  DROP INDEX "vip_reservations_assignee_idx";
  DROP INDEX "ticket_requests_status_idx";
  DROP INDEX "ticket_requests_assignee_idx";
  DROP INDEX "contact_messages_status_idx";
  DROP INDEX "contact_messages_assignee_idx";
  DROP INDEX "mascot_visits_status_idx";
  DROP INDEX "mascot_visits_assignee_idx";
  ALTER TABLE "vip_reservations" DROP COLUMN "status";
  ALTER TABLE "vip_reservations" DROP COLUMN "assignee_id";
  ALTER TABLE "ticket_requests" DROP COLUMN "status";
  ALTER TABLE "ticket_requests" DROP COLUMN "assignee_id";
  ALTER TABLE "contact_messages" DROP COLUMN "status";
  ALTER TABLE "contact_messages" DROP COLUMN "assignee_id";
  ALTER TABLE "mascot_visits" DROP COLUMN "status";
  ALTER TABLE "mascot_visits" DROP COLUMN "assignee_id";
  DROP TYPE "public"."enum_vip_reservations_status";
  DROP TYPE "public"."enum_ticket_requests_status";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_mascot_visits_status";`)
}
