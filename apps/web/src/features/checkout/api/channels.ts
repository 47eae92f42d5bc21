import type { Address } from '@threadway/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BagItem } from '../model/bag-item';
import type { WarehouseChannels } from '../model/delivery';

/** Bag logistics are asked with platform code 'KA' (spec 9). */
const PLATFORM_CODE = 'KA';

/**
 * Channels for the checked lines, one entry per warehouse (spec 7 'Get logistics channel (bag)').
 * A failed call is a logistics error like a refused warehouse.
 */
export function useBagChannels(address: Address | null, lines: readonly { item: BagItem; num: number; unitPrice: number }[]) {
  const warehouses = [...new Set(lines.map((l) => l.item.warehouseCode))].map((warehouseCode) => {
    const own = lines.filter((l) => l.item.warehouseCode === warehouseCode);
    const first = own[0]!.item;
    return {
      termini: address?.countryCode ?? '',
      warehouseCode,
      channelGrouping: first.warehouseType,
      warehouseId: first.warehouseId,
      province: address?.province ?? undefined,
      city: address?.city,
      zipCode: address?.zipCode,
      street1: address?.streetAddressLine1,
      street2: address?.streetAddressLine2 ?? undefined,
      platformCode: PLATFORM_CODE,
      products: own.map((l) => ({ skuCode: l.item.skuCode, quantity: l.num, kkProductId: l.item.kkProductId, price: l.unitPrice })),
    };
  });
  return useQuery({
    queryKey: ['checkout', 'channels', warehouses],
    queryFn: () => api<WarehouseChannels[]>('POST', '/api/orders/orders/channel', { body: { warehouses, currency: 'USD' } }),
    enabled: address !== null && warehouses.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
