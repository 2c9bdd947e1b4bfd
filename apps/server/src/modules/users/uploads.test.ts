import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_QUOTA_PER_ADDRESS_BYTES, ATTACHMENT_QUOTA_TOTAL_BYTES } from '@market/domain';
import type { Database } from '../../db/client.ts';
import { LocalDiskStorage } from '../../platform/storage.ts';
import { testDataDir } from '../../test/data-dir.ts';
import { removeUnclaimedAttachments } from './attachment-cleanup.ts';
import { clientHash, createAccountsTestApp, loginCookie, registerToken } from './test-helpers.ts';

let app: FastifyInstance;
let database: Database;
const media = path.join(testDataDir(), 'media');

beforeAll(async () => {
  ({ app, database } = await createAccountsTestApp());
});

afterAll(async () => {
  await app.close();
});

function multipart(data: Buffer, filename = 'file.bin', type = 'application/octet-stream') {
  const boundary = '----test-boundary-7d1';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 20, channels: 3, background: '#c00' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: 'secret place' } })
    .toBuffer();
}

function files(folder: string): string[] {
  const dir = path.join(media, folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('business document upload', () => {
  it('stores a PDF under a server-made name and lets a seller register with it, admission pending', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      ...multipart(PDF, '../../etc/passwd.pdf', 'application/pdf'),
    });
    expect(upload.statusCode).toBe(201);
    const { fileKey } = upload.json();
    expect(fileKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(fs.readFileSync(path.join(media, 'attachments', fileKey))).toEqual(PDF);

    const email = 'seoul.motors@example.org';
    const token = await registerToken(app, database, email);
    const register = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: {
        userInfo: {
          userFlag: 1,
          userId: 'seoul-motors',
          pw: clientHash('seller123'),
          name: 'Kim Minsu',
          email,
          phone: '+82 10 5555 0101',
          countryCode: 'KR',
          verificationToken: token,
        },
        companyInfo: {
          companyName: 'Seoul Motors',
          businessNumber: '123-45-67890',
          companyAddress: 'Incheon, Korea',
          companyPhone: '+82 32 000 0000',
          attachedFile: fileKey,
        },
      },
    });
    expect(register.statusCode).toBe(201);
    expect(register.json()).toMatchObject({ userFlag: 1, admission: false, companyName: 'Seoul Motors' });
    const [row] = await database.query<{ user_no: number | null }>(
      'SELECT user_no FROM attached_files WHERE file_key = $1',
      [fileKey],
    );
    expect(row?.user_no).toBe(register.json().userNo);
  });

  it('re-encodes an image document without its metadata', async () => {
    const upload = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      ...multipart(await jpegWithExif(), 'scan.jpg', 'image/jpeg'),
    });
    expect(upload.statusCode).toBe(201);
    const stored = fs.readFileSync(path.join(media, 'attachments', upload.json().fileKey));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // rotate() applied the orientation (6: 90 degrees) before the metadata went.
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('refuses what is not a PDF or an image by its bytes, whatever its name and type say', async () => {
    const before = files('attachments').length;
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from('<html><body>hi</body></html>');
    for (const [data, name, type] of [
      [svg, 'x.svg', 'image/svg+xml'],
      [html, 'x.pdf', 'application/pdf'],
      [Buffer.from('GIF89a'), 'x.png', 'image/png'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/upload-attached-file',
        ...multipart(data, name, type),
      });
      expect(response.statusCode).toBe(415);
    }
    expect(files('attachments').length).toBe(before);
  });

  it('refuses a file of 10 MB + 1 byte with 413 and writes nothing', async () => {
    const before = files('attachments').length;
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length)]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      ...multipart(big, 'big.pdf', 'application/pdf'),
    });
    expect(response.statusCode).toBe(413);
    expect(files('attachments').length).toBe(before);
  });

  it('refuses a second file with 413 naming the limit of one, and keeps neither', async () => {
    const before = files('attachments').length;
    const [rows] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM attached_files');
    const boundary = '----two-files';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
        PDF,
        Buffer.from('\r\n'),
      ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      payload: Buffer.concat([part('a.pdf'), part('b.pdf'), Buffer.from(`--${boundary}--\r\n`)]),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Too many files. The limit is 1 per upload.');
    expect(files('attachments').length).toBe(before);
    expect((await database.query<{ n: number }>('SELECT count(*)::int AS n FROM attached_files'))[0]).toEqual(rows);
  });

  it('refuses a JSON body and an empty form', async () => {
    const json = await app.inject({ method: 'POST', url: '/api/user/upload-attached-file', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
  });
});

describe('anonymous document uploads: quotas and cleanup', () => {
  const upload = (remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/upload-attached-file',
      remoteAddress,
      ...multipart(PDF, 'doc.pdf', 'application/pdf'),
    });
  const addRows = async (rows: { key: string; size: number; address: string | null; userNo?: number }[]) => {
    for (const row of rows) {
      await database.query(
        'INSERT INTO attached_files (file_key, mime, size, uploader_address, user_no) VALUES ($1, $2, $3, $4, $5)',
        [row.key, 'application/pdf', row.size, row.address, row.userNo ?? null],
      );
    }
  };

  it('refuses an address past its bytes of the day with 429 naming the limit, and stores nothing', async () => {
    await addRows([{ key: 'quota-address.pdf', size: ATTACHMENT_QUOTA_PER_ADDRESS_BYTES - 10, address: '10.7.0.1' }]);
    const before = files('attachments').length;
    const refused = await upload('10.7.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have reached the upload limit of 50 MB per day from this connection. Please try again tomorrow.',
    );
    expect(files('attachments').length).toBe(before);
    expect((await upload('10.7.0.2')).statusCode).toBe(201);
  });

  it('refuses every address with 503 while unclaimed documents fill their share', async () => {
    const half = ATTACHMENT_QUOTA_TOTAL_BYTES / 2;
    await addRows([
      { key: 'quota-total-1.pdf', size: half, address: '10.7.1.1' },
      { key: 'quota-total-2.pdf', size: half, address: '10.7.1.2' },
    ]);
    try {
      const refused = await upload('10.7.1.3');
      expect(refused.statusCode).toBe(503);
      expect(refused.json().message).toBe('Uploads are paused for the moment. Please try again later.');
    } finally {
      await database.query("DELETE FROM attached_files WHERE file_key LIKE 'quota-total-%'");
    }
    expect((await upload('10.7.1.3')).statusCode).toBe(201);
  });

  it('removes documents no registration claimed within a day, file and row, and keeps the others', async () => {
    const fresh = (await upload('10.7.2.1')).json().fileKey as string;
    const old = (await upload('10.7.2.2')).json().fileKey as string;
    const [buyer] = await database.query<{ user_no: number }>("SELECT user_no FROM users WHERE user_id = 'demo-buyer'");
    await addRows([{ key: 'claimed-old.pdf', size: 10, address: null, userNo: buyer!.user_no }]);
    await database.query(
      "UPDATE attached_files SET created_at = now() - interval '25 hours' WHERE file_key = ANY($1)",
      [[old, 'claimed-old.pdf']],
    );
    const storage = new LocalDiskStorage(media);
    expect(await removeUnclaimedAttachments(database, storage)).toBeGreaterThanOrEqual(1);
    expect(files('attachments')).not.toContain(old);
    expect(files('attachments')).toContain(fresh);
    const kept = await database.query<{ file_key: string }>(
      'SELECT file_key FROM attached_files WHERE file_key = ANY($1)',
      [[fresh, old, 'claimed-old.pdf']],
    );
    expect(kept.map((row) => row.file_key).sort()).toEqual([fresh, 'claimed-old.pdf'].sort());
  });
});

describe('thumbnail', () => {
  it('needs a login, refuses a pixel bomb, and serves a re-encoded square picture', async () => {
    const image = await jpegWithExif();
    expect((await app.inject({ method: 'PUT', url: '/api/user/thumbnail', ...multipart(image) })).statusCode).toBe(401);
    const sid = await loginCookie(app, 'demo-buyer');

    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const refused = await app.inject({
      method: 'PUT',
      url: '/api/user/thumbnail',
      cookies: { sid },
      ...multipart(bomb),
    });
    expect(refused.statusCode).toBe(415);

    const response = await app.inject({
      method: 'PUT',
      url: '/api/user/thumbnail',
      cookies: { sid },
      ...multipart(image),
    });
    expect(response.statusCode).toBe(200);
    const { thumbnail } = response.json();
    expect(thumbnail).toMatch(/^\/api\/user\/thumbnail\/[0-9a-f-]{36}\.webp$/);
    const served = await app.inject(thumbnail);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.width).toBe(meta.height);
    const me = await app.inject({ url: '/api/user/me', cookies: { sid } });
    expect(me.json().thumbnail).toBe(thumbnail);
    expect((await app.inject('/api/user/thumbnail/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
  });
});
