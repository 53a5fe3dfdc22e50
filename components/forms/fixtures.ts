/** An upcoming home match as the forms offer it (built on the server, in the visitor's language). */
export type FixtureOption = { id: number; label: string; competition: { id: number; name: string } };
