import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export { PGlite };

/**
 * The extensions the schema uses (trigram search over document names, issue 15). PGlite loads an extension's
 * code only when asked at open, so every place that opens an embedded database passes these: a database whose
 * indexes use them cannot even be read without them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };
