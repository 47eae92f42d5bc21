import dayjs from 'dayjs';

/** Date and time as spec 9 writes them (YYYY-MM-DD HH:mm:ss), in the viewer's time zone; '-' when empty. */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : dayjs(value).format('YYYY-MM-DD HH:mm:ss');
