import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`matches_live_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`minute\` numeric NOT NULL,
  	\`side\` text,
  	\`player\` text,
  	\`player_out\` text,
  	\`assist\` text,
  	\`penalty\` integer,
  	\`own_goal\` integer,
  	\`added_minutes\` numeric,
  	\`text_en\` text,
  	\`text_nl\` text,
  	\`text_fr\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`matches\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`matches_live_timeline_order_idx\` ON \`matches_live_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`matches_live_timeline_parent_id_idx\` ON \`matches_live_timeline\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`matches\` ADD \`live_status\` text DEFAULT 'not-started';`)
  await db.run(sql`ALTER TABLE \`matches\` ADD \`live_period_started_at\` text;`)
  await db.run(sql`ALTER TABLE \`matches\` ADD \`live_version\` numeric DEFAULT 0;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`matches_live_timeline\`;`)
  await db.run(sql`ALTER TABLE \`matches\` DROP COLUMN \`live_status\`;`)
  await db.run(sql`ALTER TABLE \`matches\` DROP COLUMN \`live_period_started_at\`;`)
  await db.run(sql`ALTER TABLE \`matches\` DROP COLUMN \`live_version\`;`)
}
