import { Typography } from 'antd';
import { useDateTime } from '../../format';

/** A period in a table cell: the start day, and the end day below it (the times are in the form). */
export function Validity({ start, end }: { start: string; end: string }) {
  const dateTime = useDateTime(false);
  return (
    <>
      {dateTime(start)}
      <br />
      <Typography.Text type="secondary">{dateTime(end)}</Typography.Text>
    </>
  );
}
