import { bundleBench } from './bundle.ts';
import { catalogBench } from './catalog.ts';
import { checkoutBench } from './checkout.ts';
import { currencyBench } from './currency.ts';
import { jobsBench } from './jobs.ts';
import { lighthouseBench } from './lighthouse.ts';
import { listingsBench } from './listings.ts';
import { memoryBench } from './memory.ts';
import { ordersBench } from './orders.ts';
import { storeOrdersBench } from './store-orders.ts';
import { visualBench } from './visual.ts';

/** `npm run bench [name] [-- --seconds N]` (a bench may read flags of its own, e.g. store-orders' `--orders N`); with no name every benchmark runs. */
const benches: Record<string, (seconds: number) => Promise<void>> = { currency: currencyBench, visual: visualBench, catalog: catalogBench, bundle: bundleBench, lighthouse: lighthouseBench, checkout: checkoutBench, orders: ordersBench, jobs: jobsBench, listings: listingsBench, 'store-orders': storeOrdersBench, memory: memoryBench };

const args = process.argv.slice(2);
const secondsFlag = args.indexOf('--seconds');
const seconds = secondsFlag >= 0 ? Number(args[secondsFlag + 1]) : 10;
// A flag's value is never a bench name.
const names = args.filter((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--'));
const selected = names.length > 0 ? names : Object.keys(benches);
for (const name of selected) {
  const run = benches[name];
  if (!run) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  await run(seconds);
}
// A bench that finds a budget broken sets process.exitCode.
process.exit(process.exitCode ?? 0);
