// Serves a client build on a fresh embedded database, for looking at pages and taking
// screenshots: npx tsx scripts/preview.ts [--client DIR] [--port N]
import path from 'node:path';
import { startLiveServer } from '#tests/support/live-server.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const server = await startLiveServer({
  clientDir: path.resolve(option('client') ?? 'dist/client'),
  port: Number(option('port') ?? 5100),
});
console.log(`preview ready at ${server.url}`);
const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
