import { PGlite } from '@electric-sql/pglite';
let t=Date.now();
const db = new PGlite('/tmp/pgl1'); await db.query('select 1'); console.log('pglite dir first', Date.now()-t); await db.close();
t=Date.now();
const db2 = new PGlite('/tmp/pgl1'); await db2.query('select 1'); console.log('reopen', Date.now()-t); await db2.close();
t=Date.now();
const db3 = new PGlite(); await db3.query('select 1'); console.log('mem', Date.now()-t);
const dump = await db3.dumpDataDir('none'); t=Date.now();
const db4 = new PGlite({loadDataDir: dump}); await db4.query('select 1'); console.log('from dump', Date.now()-t);
