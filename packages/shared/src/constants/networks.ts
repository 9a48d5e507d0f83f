/** The note a member may add to a connection request (issue 17). */
export const CONNECTION_NOTE_MAX = 300;
/** A declined asker may ask the same member again after this many days. */
export const ASK_AGAIN_AFTER_DAYS = 30;
/** A community's name and description, as admins write them. */
export const COMMUNITY_NAME_MAX = 80;
export const COMMUNITY_DESCRIPTION_MAX = 2000;
/** How many members one ask for connection states may name: a page of /users or /connect, with room. */
export const CONNECTION_STATES_MAX = 50;
