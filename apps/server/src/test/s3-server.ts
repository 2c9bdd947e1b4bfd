import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A real S3-protocol server on loopback (s3rver, files in a temporary folder) with one empty bucket. */
export async function startS3Server(bucket = 'market-test'): Promise<{ url: string; close: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'market-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  // `silent` only quiets the console transport: a request still finishing after `close` logs through a logger with
  // no transports, and winston reports that on the console, which fails whichever test is running then.
  server.logger.silent = true;
  const { port } = await server.run();
  return {
    // s3rver accepts its documented default key pair.
    url: `s3://S3RVER:S3RVER@${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
