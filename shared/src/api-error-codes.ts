/**
 * The error code of an answer given while the server's database is out of reach (503, with
 * Retry-After): a passing failure the web app explains in its own words, in every language.
 */
export const DATABASE_UNAVAILABLE_CODE = 'database_unavailable';
