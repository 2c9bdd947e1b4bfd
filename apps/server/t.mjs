import sharp from 'sharp';
import { PGlite } from '@electric-sql/pglite';
const b = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
  .png()
  .toBuffer();
console.log('sharp ok', b.length);
let t = Date.now();
const pg = new PGlite();
await pg.waitReady;
console.log('pglite start', Date.now() - t);
await pg.exec('create table a(x int); insert into a values (1)');
t = Date.now();
const dump = await pg.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const pg2 = new PGlite({ loadDataDir: dump });
await pg2.waitReady;
console.log('load', Date.now() - t, (await pg2.query('select * from a')).rows);
t = Date.now();
const pg3 = await pg.clone?.();
console.log('clone', Date.now() - t, !!pg3);
