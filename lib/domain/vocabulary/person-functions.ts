/** SPEC §3: the function of a player or a staff member. */
export const playerFunctions = ['GOALKEEPER', 'DEFENDER', 'MIDFIELDER', 'FORWARD'] as const;
export const staffFunctions = [
  'COACH',
  'HEAD_TRAINER',
  'ASSISTANT_TRAINER',
  'PHYSICAL_TRAINER',
  'KEEPER_TRAINER',
  'VIDEO_ANALYST',
  'TEAM_MANAGER',
  'DELEGATE',
  'KITMAN',
  'PHYSIOTHERAPIST',
  'CLUB_DOCTOR',
] as const;
export const personFunctions = [...playerFunctions, ...staffFunctions] as const;
export type PersonFunction = (typeof personFunctions)[number];
