/**
 * The verifier: `npm run --silent fair -- <game> --server-seed S --client-seed C --nonce N [options]`
 * prints one JSON object; a bad or missing argument prints one line on stderr and exits with 2.
 */
import { UsageError, verify } from './verify';

try {
  console.log(JSON.stringify(verify(process.argv.slice(2))));
} catch (error) {
  if (!(error instanceof UsageError || error instanceof RangeError)) throw error;
  console.error(`fair: ${error.message}`);
  process.exit(2);
}
