import { SUCCESS_CODE, dedupeByGrade, defaultChannel } from '@threadway/contracts';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useChannelQuote, useShipToCountries, type QuoteLine } from '../api/channels';
import { defaultCountry } from './default-country';

/** Waits until the value has been still for `ms`, so stepping the quantity sends one call. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
    // The serialized key stands for the value: a new array with the same lines is not a change.
  }, [key, ms]);
  return settled;
}

/**
 * A shipping quote as the product page and the calculation dialog show it: the ship-to country
 * (kept when the new warehouse ships there, else its default), channels de-duplicated by grade
 * with the default of spec 7 pre-chosen, and the refusal message when there is one.
 */
export function useShippingQuote(warehouseCode: string, lines: readonly QuoteLine[], wantedCountry: string | null) {
  const countries = useShipToCountries(warehouseCode);
  const [picked, setCountry] = useState<string | null>(wantedCountry);
  const list = countries.data ?? [];
  const country = picked !== null && list.some((c) => c.code === picked) ? picked : defaultCountry(warehouseCode, list);

  const quote = useChannelQuote(warehouseCode, country, useSettled(lines, 300));
  const answer = quote.data;
  const channels = answer && answer.code === SUCCESS_CODE ? dedupeByGrade(answer.data) : [];
  const [pickedChannel, setChannel] = useState<string | null>(null);
  const channel = channels.find((c) => c.channelCode === pickedChannel) ?? defaultChannel(channels);

  let refusal: string | null = null;
  if (answer && answer.code !== SUCCESS_CODE) refusal = answer.message;
  else if (quote.error) refusal = quote.error instanceof ApiError && quote.error.status !== 0 ? quote.error.message : '';

  return {
    countries: list,
    countriesLoading: countries.isPending,
    country,
    setCountry,
    channels,
    channel,
    setChannel,
    weightGrams: answer?.weightGrams ?? null,
    /** A message to show instead of a cost: the warehouse's refusal, '' for a failed call (the generic logistics error). */
    refusal,
    loading: quote.isFetching || (country !== null && lines.length > 0 && !answer && !quote.error),
  };
}
export type ShippingQuote = ReturnType<typeof useShippingQuote>;
