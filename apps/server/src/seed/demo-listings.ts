import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CATEGORY, OPTIONAL_WORKING_NO, PICTURE_WIDTHS, type Category } from '@market/domain';
import { pictureFiles, processPicture, type ProcessedPicture } from '../platform/pictures.ts';
import type { FileStorage } from '../platform/storage.ts';
import { itemOptions, items, itemStatuses, pictures } from '../db/schema/index.ts';
import type { SeedStep } from './index.ts';
import { loadListingContext, makeListing, type GeneratedListing } from './listing-factory.ts';
import { createRandom } from './random.ts';
import type { VehicleShape, ViewAngle } from './vehicle-drawing/kinds.ts';
import { vehicleSvg } from './vehicle-drawing/vehicle-svg.ts';

const DEMO_LISTING_COUNT = 320;
const CAR_ANGLES: ViewAngle[] = ['front-left', 'side', 'rear', 'front'];
const SPECIAL_ANGLES: ViewAngle[] = ['front-left', 'side', 'rear'];
const CURRENT_YEAR = 2026;
/** Pictures rendered at once: sharp works on libuv's threads, so a few in flight keep both cores busy. */
const RENDER_CONCURRENCY = 4;

interface PictureSet {
  mini: string;
  watermark: string;
  origin: string;
}

function pictureId(category: Category, shape: VehicleShape, color: string, angle: ViewAngle): string {
  return `${category === CATEGORY.car ? 'car' : 'special'}/demo/${shape}-${color}-${angle}`;
}

function anglesOf(category: Category): ViewAngle[] {
  return category === CATEGORY.car ? CAR_ANGLES : SPECIAL_ANGLES;
}

/**
 * Drawing and encoding take most of the seed's time and give the same bytes every time, so the encoded copies are
 * kept in a cache folder shared by every data folder on the machine (tests and e2e runs seed many databases).
 */
const PICTURE_CACHE = process.env.DEMO_PICTURE_CACHE ?? path.join(os.tmpdir(), 'market-demo-pictures');

/** Changes whenever the copies made of a drawing change, so older cache entries are not taken for current ones. */
const CACHE_VERSION = 'webp-widths-1';
const COPIES = { origin: 'origin.jpg', watermark: 'watermark.jpg', mini: 'mini.jpg' } as const;
const variantFile = (width: number) => `w${width}.webp`;

async function readCached(folder: string): Promise<ProcessedPicture> {
  const read = (name: string) => fs.readFile(path.join(folder, name));
  const [origin, watermark, mini, ...variants] = await Promise.all([
    ...Object.values(COPIES).map(read),
    ...PICTURE_WIDTHS.map((width) => read(variantFile(width))),
  ]);
  return {
    origin: origin!,
    watermark: watermark!,
    mini: mini!,
    variants: PICTURE_WIDTHS.map((width, index) => ({ width, data: variants[index]! })),
  };
}

async function drawPicture(svg: string): Promise<ProcessedPicture> {
  const hash = createHash('sha256').update(CACHE_VERSION).update(svg).digest('hex').slice(0, 32);
  const folder = path.join(PICTURE_CACHE, hash);
  try {
    return await readCached(folder);
  } catch {
    const processed = await processPicture(Buffer.from(svg));
    // Written aside and renamed: a concurrent seed never reads half a cache entry.
    const temporary = `${folder}.${process.pid}.${Date.now()}`;
    await fs.mkdir(temporary, { recursive: true });
    await Promise.all([
      ...Object.entries(COPIES).map(([kind, name]) =>
        fs.writeFile(path.join(temporary, name), processed[kind as keyof typeof COPIES]),
      ),
      ...processed.variants.map(({ width, data }) => fs.writeFile(path.join(temporary, variantFile(width)), data)),
    ]);
    await fs.rename(temporary, folder).catch(() => fs.rm(temporary, { recursive: true, force: true }));
    return processed;
  }
}

/** Draws each distinct shape, colour and angle once and stores its three copies; listings that look alike share them. */
async function renderPictures(
  storage: FileStorage,
  listings: GeneratedListing[],
  colorHex: Map<string, string>,
): Promise<Map<string, PictureSet>> {
  const wanted = new Map<string, () => Promise<PictureSet>>();
  for (const { vehicle, color } of listings) {
    for (const angle of anglesOf(vehicle.category as Category)) {
      const id = pictureId(vehicle.category as Category, vehicle.shape, color, angle);
      wanted.set(id, async () => {
        const processed = await drawPicture(vehicleSvg(vehicle.shape, colorHex.get(color)!, angle));
        const keys = { mini: `${id}-mini.jpg`, watermark: `${id}-wm.jpg`, origin: `originals/${id}.jpg` };
        const copies = pictureFiles({ mini: keys.mini, display: keys.watermark, origin: keys.origin }, processed);
        await Promise.all(copies.map(({ key, data }) => storage.put(key, data)));
        return keys;
      });
    }
  }
  const done = new Map<string, PictureSet>();
  const queue = [...wanted.entries()];
  await Promise.all(
    Array.from({ length: RENDER_CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) done.set(next[0], await next[1]());
    }),
  );
  return done;
}

/**
 * Demo listings over both categories, makers, years and prices, owned by the demo seller and dealer: some reserved,
 * sold and deleted, some partner-only, premier or with a video, each with synthetic pictures drawn by body type.
 */
export const demoListingsStep: SeedStep = {
  name: 'demo-listings',
  async run(db, context) {
    const random = createRandom(7_340_112);
    const listing = await loadListingContext(db);
    const generated = Array.from({ length: DEMO_LISTING_COUNT }, (_, serial) => makeListing(listing, random, serial));
    const stored = await renderPictures(context.storage, generated, listing.colorHex);
    const inserted = await db
      .insert(items)
      .values(generated.map(({ row }) => row))
      .returning({ itemNo: items.itemNo });

    const pictureRows: (typeof pictures.$inferInsert)[] = [];
    const optionRows: (typeof itemOptions.$inferInsert)[] = [];
    const statusRows: (typeof itemStatuses.$inferInsert)[] = [];
    inserted.forEach(({ itemNo }, index) => {
      const { row, vehicle, color } = generated[index]!;
      const category = vehicle.category as Category;
      anglesOf(category).forEach((angle, pictureIndex) => {
        const set = stored.get(pictureId(category, vehicle.shape, color, angle))!;
        pictureRows.push({
          itemNo,
          pictureIndex,
          pictureMiniName: set.mini,
          pictureWatermarkName: set.watermark,
          pictureOriginName: set.origin,
        });
      });
      if (category !== CATEGORY.car) return;
      const optionShare = Math.max(0.15, 0.75 - (CURRENT_YEAR - row.year) * 0.04);
      for (const optionNo of listing.optionNos) if (random.chance(optionShare)) optionRows.push({ itemNo, optionNo });
      for (const no of listing.underNos) {
        const flag = no === 1 ? random.pick([1, 1, 1, 2, 2, 3]) : random.chance(0.1) ? 1 : 0;
        statusRows.push({ itemNo, kind: 'under', entryNo: no, flag });
      }
      for (const no of listing.workingNos) {
        const flag = no === OPTIONAL_WORKING_NO && random.chance(0.5) ? 2 : random.chance(0.95) ? 1 : 0;
        statusRows.push({ itemNo, kind: 'working', entryNo: no, flag });
      }
    });
    await db.insert(pictures).values(pictureRows);
    for (let start = 0; start < optionRows.length; start += 2000) {
      await db.insert(itemOptions).values(optionRows.slice(start, start + 2000));
    }
    await db.insert(itemStatuses).values(statusRows);
  },
};
