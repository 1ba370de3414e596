import { Transform, type TransformCallback } from 'node:stream';

export type ReceiveLimits = {
  maxBytes: number;
  /** Judges the first bytes of the body (at most HEAD_BYTES, fewer for a shorter body): is it the expected kind? */
  accept(head: Buffer): boolean;
};

/** Why an upload was refused while it streamed in. */
export class UploadRejected extends Error {
  constructor(readonly reason: 'too_large' | 'wrong_type') {
    super(reason === 'too_large' ? 'upload over the size limit' : 'upload of another kind');
  }
}

/** Enough of a file's start to know its kind (image headers included). */
export const HEAD_BYTES = 64 * 1024;

/**
 * A pass-through that counts bytes and fails as soon as the body is over `maxBytes`, and holds back the first
 * HEAD_BYTES until `accept` approved them, so a file of the wrong kind never reaches the disk.
 */
export function receiveChecked(limits: ReceiveLimits) {
  let head: Buffer[] = [];
  let headLength = 0;
  let accepted = false;
  const state = new (class extends Transform {
    received = 0;

    override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
      this.received += chunk.length;
      if (this.received > limits.maxBytes) return done(new UploadRejected('too_large'));
      if (accepted) return done(null, chunk);
      head.push(chunk);
      headLength += chunk.length;
      if (headLength < HEAD_BYTES) return done();
      this.release(done);
    }

    override _flush(done: TransformCallback) {
      if (accepted) return done();
      this.release(done);
    }

    private release(done: TransformCallback) {
      const bytes = Buffer.concat(head, headLength);
      head = [];
      if (!limits.accept(bytes)) return done(new UploadRejected('wrong_type'));
      accepted = true;
      done(null, bytes);
    }
  })();
  return state;
}
