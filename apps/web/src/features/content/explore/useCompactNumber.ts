import { useNumberFormat } from '../../../components/useNumberFormat';

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };

/** 12,300 as '12.3K' in the display language, for follower counts. */
export const useCompactNumber = () => useNumberFormat(COMPACT);
