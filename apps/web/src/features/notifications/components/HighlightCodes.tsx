import { Typography } from 'antd';

/** Six digits standing alone: the verification codes the platform sends. */
const CODE = /(?<!\d)(\d{6})(?!\d)/;

/** Message text with each verification code marked and copyable, so a developer can paste it at once. */
export function HighlightCodes({ text }: { text: string }) {
  // split with a capturing group puts the codes at the odd positions.
  const parts = text.split(new RegExp(CODE.source, 'g'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Typography.Text key={i} copyable={{ text: part }} className="tw-mailbox-code" data-testid="mailbox-code">
            {part}
          </Typography.Text>
        ) : (
          part
        ),
      )}
    </>
  );
}
