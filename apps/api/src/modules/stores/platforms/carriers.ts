const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Our carrier's name among the carriers a platform offers (TikTok Shop's shipping providers of a delivery
 * option, Temu's logistics companies of a region): the same name (ignoring case, spaces and punctuation), else
 * the one whose name begins with ours or ours with its (DHL ~ DHL eCommerce). Null when none or several fit.
 */
export function providerNamed(providers: { id: string; name: string }[], carrier: string): { id: string; name: string } | null {
  const wanted = normalized(carrier);
  if (!wanted) return null;
  const same = providers.find((provider) => normalized(provider.name) === wanted);
  if (same) return same;
  const near = providers.filter((provider) => normalized(provider.name).startsWith(wanted) || wanted.startsWith(normalized(provider.name)));
  return near.length === 1 ? near[0]! : null;
}
