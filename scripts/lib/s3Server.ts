import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../../api/src/config';

/**
 * An S3-protocol server on loopback (s3rver, keeping objects in a temporary folder) standing in
 * for MinIO or AWS in the tests and the scale test, with the buckets asked for already made.
 * Its credentials are s3rver's fixed pair; it checks request signatures as S3 does.
 */
export async function startS3Server(buckets: string[], port = 0) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'store-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint,
    bucket,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  for (const Bucket of buckets) await client.send(new CreateBucketCommand({ Bucket }));
  return {
    endpoint,
    settings,
    /** The bucket's keys, as any S3 client lists them. */
    async keys(Bucket: string): Promise<string[]> {
      const page = await client.send(new ListObjectsV2Command({ Bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
