// A local S3-compatible server (s3rver) for `npm run fleet`: node scripts/s3-server.mjs <port> <dir>.
// Loopback only; the bucket `store` is created on start. Credentials S3RVER / S3RVER.
import S3rver from 's3rver';

const [port = '4568', directory = 'data/fleet/s3'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  silent: true,
  directory,
  configureBuckets: [{ name: 'store' }],
});
await server.run();
console.log(`s3rver on 127.0.0.1:${port} (${directory})`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
