import { thumbnailUrl } from '@threadway/contracts';
import type { ReactNode } from 'react';
import styles from './RefundLine.module.css';

export interface RefundLineView {
  productName: string;
  imageUrl: string | null;
  colour: string | null;
  size: string | null;
  skuCode: string;
}

/** An order line in the refund screens: picture, name, colour / size and SKU, and what the screen adds (quantity, amount). */
export function RefundLine({ line, children }: { line: RefundLineView; children?: ReactNode }) {
  return (
    <div className={styles.line}>
      {line.imageUrl ? <img className={styles.image} src={thumbnailUrl(line.imageUrl)} alt="" loading="lazy" /> : <div className={styles.image} />}
      <div className={styles.text}>
        <div className={styles.name} title={line.productName}>
          {line.productName}
        </div>
        <div className={styles.muted}>{[line.colour, line.size, line.skuCode].filter(Boolean).join(' · ')}</div>
      </div>
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
