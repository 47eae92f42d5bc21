import { bundleBench } from './bundle.ts';
import { catalogBench } from './catalog.ts';
import { checkoutBench } from './checkout.ts';
import { currencyBench } from './currency.ts';
import { listingsBench } from './listings.ts';
import { ordersBench } from './orders.ts';
import { visualBench } from './visual.ts';

/** `npm run bench [name] [-- --seconds N]`; with no name every benchmark runs. */
const benches: Record<string, (seconds: number) => Promise<void>> = { currency: currencyBench, visual: visualBench, catalog: catalogBench, bundle: bundleBench, checkout: checkoutBench, orders: ordersBench, listings: listingsBench };

const args = process.argv.slice(2);
const secondsFlag = args.indexOf('--seconds');
const seconds = secondsFlag >= 0 ? Number(args[secondsFlag + 1]) : 10;
const names = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--seconds');
const selected = names.length > 0 ? names : Object.keys(benches);
for (const name of selected) {
  const run = benches[name];
  if (!run) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await run(seconds);
}
process.exit(0);
