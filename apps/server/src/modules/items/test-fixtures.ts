import sharp from 'sharp';
import type { Database } from '../../db/client.ts';

/** A valid car form for a detail model of the seeded catalog, and a special form along a valid cascade. */
export async function catalogChoices(database: Database) {
  const [car] = await database.query<Record<string, number>>(
    `SELECT d.detail_model_no AS "detailModel", d.model_no AS model, m.maker_no AS maker, d.product_no AS product,
            d.from_year AS year
       FROM detail_models d JOIN models m ON m.model_no = d.model_no
      WHERE d.from_year >= 2015 ORDER BY d.detail_model_no LIMIT 1`,
  );
  const [special] = await database.query<Record<string, number>>(
    `SELECT m.model_no AS model, m.maker_no AS maker, c.capacity_no AS capacity, f.form_detail_no AS "formDetail",
            f.form_no AS form
       FROM models m JOIN capacities c ON c.capacity_no = m.capacity_no
       JOIN form_details f ON f.form_detail_no = c.form_detail_no
      WHERE m.category = 2 ORDER BY m.model_no LIMIT 1`,
  );
  const first = async (table: string, column: string) =>
    Number((await database.query<{ no: number }>(`SELECT min(${column}) AS no FROM ${table}`))[0]!.no);
  const lookups = {
    transmission: await first('transmissions', 'transmission_no'),
    fuel: await first('fuels', 'fuel_no'),
    drive: await first('drives', 'drive_no'),
    location: await first('locations', 'location_no'),
    color: await first('colors', 'color_no'),
  };
  const options = await database.query<{ option_no: number; option_group: string }>(
    'SELECT option_no, option_group FROM option_entries ORDER BY option_no',
  );
  return { car: car!, special: special!, lookups, options };
}

let serial = 0;
/** A fresh valid chassis number (17 letters and digits). */
export function newChassisNo(): string {
  serial += 1;
  return `TST${String(Date.now() % 1e8).padStart(8, '0')}${String(serial).padStart(6, '0')}`.slice(0, 17);
}

export type Choices = Awaited<ReturnType<typeof catalogChoices>>;

export function carInfo(choices: Choices, overrides: Record<string, unknown> = {}) {
  return {
    chassisNo: newChassisNo(),
    sellPrice: '15000',
    discountPrice: '',
    year: choices.car.year,
    maker: choices.car.maker,
    model: choices.car.model,
    detailModel: choices.car.detailModel,
    product: choices.car.product,
    ...choices.lookups,
    cc: '1998',
    seats: '5',
    door: '4',
    handle: 0,
    weight: '1500',
    length: '4800',
    width: '1850',
    height: '1460',
    mileage: '52000',
    power: '',
    grade: 'Premium',
    initialRegister: '2019-03-15',
    youtube: '',
    secret: false,
    partners: false,
    ...overrides,
  };
}

export function specialInfo(choices: Choices, overrides: Record<string, unknown> = {}) {
  const { drive: _drive, ...lookups } = choices.lookups;
  return {
    chassisNo: newChassisNo(),
    sellPrice: '45000',
    year: 2018,
    form: choices.special.form,
    formDetail: choices.special.formDetail,
    capacity: choices.special.capacity,
    maker: choices.special.maker,
    model: choices.special.model,
    ...lookups,
    cc: '12000',
    weight: '9000',
    length: '9000',
    width: '2500',
    height: '3200',
    mileage: '',
    ...overrides,
  };
}

/** A small real JPEG. */
export function jpeg(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();
}

/** A multipart body of text fields and files named imageList. */
export function multipart(fields: Record<string, string>, files: { name: string; data: Buffer; type?: string }[]) {
  const boundary = `----items${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="imageList"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
