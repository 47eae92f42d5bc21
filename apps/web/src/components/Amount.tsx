/**
 * A money amount isolated as left-to-right text: in Arabic and Hebrew the minus of '-$5.00'
 * would otherwise be laid out after the figures ('$5.00-').
 */
export function Amount({ children }: { children: string }) {
  return <bdi dir="ltr">{children}</bdi>;
}
