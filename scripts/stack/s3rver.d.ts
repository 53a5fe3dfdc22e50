// s3rver ships no types; the stack uses its constructor, run() and close().
declare module 's3rver' {
  export default class S3rver {
    constructor(options: {
      port: number;
      address: string;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
