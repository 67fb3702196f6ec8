/** The query parameter of /meditation that carries a shared program's text (its JSON, as the catalog's programSchema reads it). */
export const PROGRAM_PARAM = 'program';
