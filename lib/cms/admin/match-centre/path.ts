/** Where the match centre opens, under the admin's own route (Payload's `admin.components.views`). */
export const matchCentrePath = '/match-centre';
