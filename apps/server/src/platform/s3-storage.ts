import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Env } from '../env';
import { FileUrlSigner, type Storage, type StoredFile } from './storage';

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** The S3 settings of the environment, or null when S3_BUCKET is not set (files stay on the local disk). */
export function s3SettingsOf(env: Env): S3Settings | null {
  if (!env.S3_BUCKET) return null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? !!env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

/** How long a redirect from /files to the bucket stays valid: enough to start (and seek in) a video. */
const GET_TTL_SECONDS = 3600;

/**
 * An S3-compatible bucket (AWS, MinIO, R2…). Browsers PUT uploads straight to the bucket with a presigned URL;
 * reads still go through /files/* (its public/signed rules), which redirects to a short-lived presigned GET, so
 * the URLs stored in the database are the same whichever storage is in use. Without S3_ACCESS_KEY_ID the AWS SDK's
 * usual credential chain applies (AWS_* variables, instance roles).
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;
  private readonly signer: FileUrlSigner;

  constructor(
    private readonly settings: S3Settings,
    secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
    });
    this.signer = new FileUrlSigner(secret, now);
  }

  private object(key: string) {
    return { Bucket: this.settings.bucket, Key: key };
  }

  async put(key: string, body: Buffer, contentType?: string) {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: body, ContentType: contentType }));
  }

  async delete(key: string) {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  url(key: string, opts?: { expiresInSeconds?: number }) {
    return this.signer.url(key, opts);
  }

  verify(method: 'GET' | 'PUT', key: string, expires: number, sig: string) {
    return this.signer.verify(method, key, expires, sig);
  }

  /** A presigned PUT: the browser must send exactly this Content-Type (it is part of the signature). */
  signedPutUrl(key: string, contentType: string, expiresInSeconds = 900) {
    const command = new PutObjectCommand({ ...this.object(key), ContentType: contentType });
    return getSignedUrl(this.client, command, {
      expiresIn: expiresInSeconds,
      signingDate: this.now(),
      signableHeaders: new Set(['content-type']),
    });
  }

  async inspect(key: string, headBytes: number) {
    try {
      const meta = await this.client.send(new HeadObjectCommand(this.object(key)));
      const size = meta.ContentLength ?? 0;
      if (size === 0) return { size, head: Buffer.alloc(0) };
      const got = await this.client.send(
        new GetObjectCommand({ ...this.object(key), Range: `bytes=0-${Math.min(headBytes, size) - 1}` }),
      );
      const head = Buffer.from((await got.Body?.transformToByteArray()) ?? []);
      return { size, head };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async open(key: string): Promise<StoredFile | null> {
    const command = new GetObjectCommand(this.object(key));
    const url = await getSignedUrl(this.client, command, { expiresIn: GET_TTL_SECONDS, signingDate: this.now() });
    return { kind: 'redirect', url };
  }

  localPath() {
    return null;
  }
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};
